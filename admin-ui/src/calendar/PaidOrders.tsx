import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  InputAdornment,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCents } from '../common/money';
import type { BookableOrder } from './calendar-types';
import { ScheduleDialog } from './ScheduleDialog';
import { formatDays, formatTrashDay } from './slot-fit';
import { useBookableOrders } from './useCalendarData';

const serviceOf = (o: BookableOrder) =>
  [o.service_type === 'one-time' ? 'One-time' : 'Subscription', o.service_frequency, o.number_of_dogs && `${o.number_of_dogs} dog(s)`, o.yard_size]
    .filter(Boolean)
    .join(' · ');

/** The plan terms staff book against: preferred days and trash day (the frequency is in the service column). */
function PlanTerms({ order }: { order: BookableOrder }) {
  const translate = useTranslate();
  const days = formatDays(order.preferred_days);
  const trash = formatTrashDay(order.trash_day);
  return (
    <Typography component="span" variant="body2" data-testid="paid-order-plan" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {days ? translate('scv.calendar.bookings.days', { days }) : translate('scv.calendar.bookings.no_days')}
      {trash && (
        <>
          {' · '}
          {translate('scv.calendar.bookings.trash', { day: trash })}
        </>
      )}
    </Typography>
  );
}

/** Paid orders with a search box; each can be scheduled into a slot. A table on desktop, cards on phones. */
export function PaidOrders() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [scheduling, setScheduling] = useState<BookableOrder | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const orders = useBookableOrders(search);
  const rows = orders.data ?? [];
  const scheduleButton = (order: BookableOrder) => (
    <Button
      size="small"
      variant="contained"
      startIcon={<EventAvailableIcon />}
      onClick={() => setScheduling(order)}
      aria-label={`${translate('scv.calendar.bookings.schedule')} ${order.customer_name}`}
    >
      {translate('scv.calendar.bookings.schedule')}
    </Button>
  );
  return (
    <Box component="section" aria-label={translate('scv.calendar.bookings.paid_orders')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {translate('scv.calendar.bookings.paid_orders')}
      </Typography>
      <TextField
        size="small"
        placeholder={translate('scv.calendar.bookings.search')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': translate('scv.calendar.bookings.search') },
        }}
        sx={{ maxWidth: { md: 420 } }}
      />
      {orders.isPending && <LinearProgress />}
      {!orders.isPending && !rows.length && <Typography color="text.secondary">{translate('scv.calendar.bookings.no_orders')}</Typography>}
      {rows.length > 0 &&
        (isSmall ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {rows.map((o) => (
              <Card key={o.id} variant="outlined" sx={{ p: 1.5 }} data-testid="paid-order">
                <Typography sx={{ fontWeight: 600 }}>{o.customer_name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {o.customer_email} · {o.customer_phone} · {o.zip_code}
                </Typography>
                <Typography variant="body2">
                  {serviceOf(o)} · {formatCents(o.final_price)}
                </Typography>
                <PlanTerms order={o} />
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('scv.calendar.bookings.booked')}: {o.upcoming_bookings}
                  </Typography>
                  {scheduleButton(o)}
                </Box>
              </Card>
            ))}
          </Box>
        ) : (
          <Card variant="outlined" sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['customer', 'contact', 'service', 'plan', 'amount', 'booked'].map((key) => (
                    <TableCell key={key}>{translate(`scv.calendar.bookings.${key}`)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((o) => (
                  <TableRow key={o.id} data-testid="paid-order">
                    <TableCell sx={{ fontWeight: 600 }}>{o.customer_name}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {o.customer_email}
                      <br />
                      {o.customer_phone} · {o.zip_code}
                    </TableCell>
                    <TableCell>{serviceOf(o)}</TableCell>
                    <TableCell>
                      <PlanTerms order={o} />
                    </TableCell>
                    <TableCell>{formatCents(o.final_price)}</TableCell>
                    <TableCell>{o.upcoming_bookings}</TableCell>
                    <TableCell align="right">{scheduleButton(o)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        ))}
      <ScheduleDialog order={scheduling} onClose={() => setScheduling(null)} />
    </Box>
  );
}
