import AutorenewIcon from '@mui/icons-material/Autorenew';
import GroupsIcon from '@mui/icons-material/Groups';
import HealingIcon from '@mui/icons-material/Healing';
import PersonIcon from '@mui/icons-material/Person';
import TimelineIcon from '@mui/icons-material/Timeline';
import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatCents } from '../common/money';
import { SectionError } from '../dashboard/SectionError';
import { CARD_GRID, StatCard } from '../dashboard/StatCard';
import { httpClient } from '../providers/httpClient';

interface MonthFigures {
  month: string;
  mrrStart: number;
  mrrEnd: number;
  newMrr: number;
  expansion: number;
  contraction: number;
  churned: number;
  activeEnd: number;
  newCustomers: number;
  churnedCustomers: number;
  churnRate: number | null;
}

interface BusinessFigures {
  months: MonthFigures[];
  mrr: number;
  activeCustomers: number;
  arpu: number | null;
  ltv: number | null;
  recovery: { failed: number; recovered: number; rate: number | null };
  cancellationReasons: Array<{ reason: string; count: number }>;
  conversionBySource: Array<{ source: string; quotes: number; paid: number; rate: number | null }>;
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
// Kept: toLocaleDateString with options builds a formatter on every call, once per month row here.
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h3', variant: 'subtitle1', sx: { fontWeight: 600 } } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The business figures (issue 17): MRR and its movement, customers, churn, ARPU, LTV, recovery, reasons, conversion. */
export function BusinessSection() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.payments.business.${key}`, options);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['dashboard', 'business'],
    queryFn: async () => (await httpClient('/api/admin/dashboard/business')).json as BusinessFigures,
    retry: 1,
    retryDelay: 500,
  });
  return (
    <Box component="section" id="business" aria-labelledby="business-title" sx={{ scrollMarginTop: 64, minWidth: 0 }}>
      <Typography id="business-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {error ? (
        <SectionError message="resources.payments.business.load_error" error={error as Error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Box
            sx={{
              ...CARD_GRID,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            <StatCard icon={AutorenewIcon} label="resources.payments.business.mrr" value={data ? formatCents(data.mrr) : null} loading={isPending} />
            <StatCard icon={GroupsIcon} label="resources.payments.business.active" value={data ? String(data.activeCustomers) : null} loading={isPending} />
            <StatCard
              icon={PersonIcon}
              label="resources.payments.business.arpu"
              value={data ? (data.arpu === null ? '—' : formatCents(data.arpu)) : null}
              loading={isPending}
            />
            <StatCard
              icon={TimelineIcon}
              label="resources.payments.business.ltv"
              value={data ? (data.ltv === null ? '—' : formatCents(data.ltv)) : null}
              loading={isPending}
            />
            <StatCard
              icon={HealingIcon}
              label="resources.payments.business.recovery"
              value={data ? `${percent(data.recovery.rate)} (${data.recovery.recovered}/${data.recovery.failed})` : null}
              loading={isPending}
            />
          </Box>
          {data && (
            <>
              <Panel title={t('movement')}>
                {/* Focusable, so keyboard users can scroll it sideways on a phone. */}
                <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('movement')}>
                  <Table size="small" aria-label={t('movement')}>
                    <TableHead>
                      <TableRow>
                        {['month', 'mrr_start', 'new', 'expansion', 'contraction', 'churned', 'mrr_end', 'customers', 'churn_rate'].map((column) => (
                          <TableCell key={column} align={column === 'month' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                            {t(`columns.${column}`)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.months.map((m) => (
                        <TableRow key={m.month}>
                          <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                            {monthName(m.month)}
                          </TableCell>
                          <TableCell align="right">{formatCents(m.mrrStart)}</TableCell>
                          <TableCell align="right">+{formatCents(m.newMrr)}</TableCell>
                          <TableCell align="right">+{formatCents(m.expansion)}</TableCell>
                          <TableCell align="right">−{formatCents(m.contraction)}</TableCell>
                          <TableCell align="right">−{formatCents(m.churned)}</TableCell>
                          <TableCell align="right">{formatCents(m.mrrEnd)}</TableCell>
                          <TableCell align="right">{m.activeEnd}</TableCell>
                          <TableCell align="right">{percent(m.churnRate)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Panel>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
                <Panel title={t('reasons')}>
                  {data.cancellationReasons.length ? (
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {data.cancellationReasons.map((r) => (
                        <li key={r.reason}>
                          {r.reason}: <strong>{r.count}</strong>
                        </li>
                      ))}
                    </Box>
                  ) : (
                    <Typography color="text.secondary">{t('no_reasons')}</Typography>
                  )}
                </Panel>
                <Panel title={t('conversion')}>
                  {data.conversionBySource.length ? (
                    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('conversion')}>
                      <Table size="small" aria-label={t('conversion')}>
                        <TableHead>
                          <TableRow>
                            <TableCell>{t('columns.source')}</TableCell>
                            <TableCell align="right">{t('columns.quotes')}</TableCell>
                            <TableCell align="right">{t('columns.paid')}</TableCell>
                            <TableCell align="right">{t('columns.rate')}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {data.conversionBySource.map((s) => (
                            <TableRow key={s.source}>
                              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                                {s.source}
                              </TableCell>
                              <TableCell align="right">{s.quotes}</TableCell>
                              <TableCell align="right">{s.paid}</TableCell>
                              <TableCell align="right">{percent(s.rate)}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </TableContainer>
                  ) : (
                    <Typography color="text.secondary">{t('no_quotes')}</Typography>
                  )}
                </Panel>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('explanation')}
              </Typography>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
