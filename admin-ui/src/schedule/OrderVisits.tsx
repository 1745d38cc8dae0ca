import { Box, Stack, Typography } from '@mui/material';
import { RelatedSection } from '../common/RelatedSection';
import { LinkBase, useGetManyReference, useTranslate } from 'react-admin';
import { formatBusinessTime } from '../common/dates';
import { visitPath } from './schedule-paths';
import type { BoardVisit } from './schedule-types';

const SHOWN = 20;

/**
 * The order's visits on its show page (issue 16: "the order history shows the visits too"): newest first, with what
 * happened at each (status, finish time, skip reason, photo count), each linked to its visit page with the proof.
 */
export function OrderVisits({ orderId }: { orderId: string }) {
  const translate = useTranslate();
  const { data, total, isPending, error } = useGetManyReference<BoardVisit>('visits', {
    target: 'order_id',
    id: orderId,
    sort: { field: 'date', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  const title = translate('scv.schedule.order_visits.title');
  return (
    <RelatedSection
      title={title}
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText={translate('scv.schedule.order_visits.empty')}
      footer={
        (total ?? 0) > SHOWN && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('scv.schedule.order_visits.more', { count: SHOWN })}
          </Typography>
        )
      }
    >
      <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} spacing={1}>
        {(data ?? []).map((visit) => (
          <Box component="li" key={visit.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
            <LinkBase to={visitPath(visit.id)}>
              <strong>{visit.date}</strong>
            </LinkBase>
            <Typography component="span" variant="body2">
              {translate(`scv.schedule.kinds.${visit.kind}`)} · {translate(`scv.schedule.statuses.${visit.status}`)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {[
                visit.finishedAt ? formatBusinessTime(visit.finishedAt) : null,
                visit.skipReason ? translate(`scv.schedule.proof.reasons.${visit.skipReason}`, { _: visit.skipReason }) : null,
                visit.photos?.length ? translate('scv.schedule.proof.photo_count', { smart_count: visit.photos.length }) : null,
                visit.returnOf ? translate('scv.schedule.proof.free_return') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </Stack>
    </RelatedSection>
  );
}
