import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { applyChange } from './schedule-board';
import {
  cancelVisit,
  changeRoute,
  fetchRoute,
  fetchScoopers,
  fetchVisit,
  fetchVisits,
  fetchWeekFigures,
  grantFreeReturn,
  moveVisit,
  optimiseRoute,
  resendReport,
  type FreeReturnRequest,
  type WeekVisits,
} from './schedule-api';
import type { BoardVisit, DayRoute, VisitChange } from './schedule-types';

/** Every board query shares this prefix, so one invalidation refreshes visits, figures and scoopers together. */
export const SCHEDULE_QUERY_KEY = 'schedule';

/** One retry, then the board shows what went wrong (staff have a Try again button) rather than a long spinner. */
const RETRY_ONCE = 1;

const visitsKey = (range: { start: string; end: string }) => [SCHEDULE_QUERY_KEY, 'visits', range.start, range.end];

export function useWeekVisits(range: { start: string; end: string }, enabled = true) {
  const dataProvider = useDataProvider();
  return useQuery({ enabled, queryKey: visitsKey(range), queryFn: () => fetchVisits(dataProvider, range), retry: RETRY_ONCE });
}

export function useScoopers() {
  const dataProvider = useDataProvider();
  return useQuery({ queryKey: [SCHEDULE_QUERY_KEY, 'scoopers'], queryFn: () => fetchScoopers(dataProvider), staleTime: 60_000, retry: RETRY_ONCE });
}

export function useWeekFigures(start: string) {
  return useQuery({ queryKey: [SCHEDULE_QUERY_KEY, 'figures', start], queryFn: () => fetchWeekFigures(start), retry: RETRY_ONCE });
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '');

/**
 * Moves a visit at once on the board (optimistic) and asks the server; when it refuses, the block goes back where it
 * was and staff read the server's reason.
 */
export function useMoveVisit(range: { start: string; end: string }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const key = visitsKey(range);
  return useMutation({
    mutationFn: ({ visit, change }: { visit: BoardVisit; change: VisitChange }) => moveVisit(visit.id, change),
    onMutate: async ({ visit, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WeekVisits>(key);
      if (before) queryClient.setQueryData<WeekVisits>(key, { ...before, visits: applyChange(before.visits, visit.id, change) });
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify(`${translate('scv.schedule.notify.move_refused')}: ${messageOf(error)}`, { type: 'error', autoHideDuration: 8000 });
    },
    onSuccess: () => notify('scv.schedule.notify.moved', { type: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SCHEDULE_QUERY_KEY] }),
  });
}

export function useCancelVisit(onDone: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ visit, reason }: { visit: BoardVisit; reason: string }) => cancelVisit(visit.id, reason),
    onSuccess: () => {
      notify('scv.schedule.notify.cancelled', { type: 'success' });
      onDone();
    },
    onError: (error) => notify(`${translate('scv.schedule.notify.cancel_refused')}: ${messageOf(error)}`, { type: 'error', autoHideDuration: 8000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SCHEDULE_QUERY_KEY] }),
  });
}

const routeKey = (scooperId: string, date: string) => [SCHEDULE_QUERY_KEY, 'route', scooperId, date];

export function useDayRoute(scooperId: string, date: string, enabled = true) {
  return useQuery({ enabled, queryKey: routeKey(scooperId, date), queryFn: () => fetchRoute(scooperId, date), retry: RETRY_ONCE });
}

export type RouteAction = { type: 'optimise' } | { type: 'order'; order: string[] } | { type: 'lock'; locked: boolean };

/** Optimise, hand order or lock: the page shows the server's answer at once, or its reason when it refuses. */
export function useRouteAction(scooperId: string, date: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (action: RouteAction): Promise<DayRoute> =>
      action.type === 'optimise'
        ? optimiseRoute(scooperId, date)
        : changeRoute(scooperId, date, action.type === 'order' ? { order: action.order } : { locked: action.locked }),
    onSuccess: (route, action) => {
      queryClient.setQueryData(routeKey(scooperId, date), route);
      notify(`scv.schedule.route.done.${action.type === 'lock' ? (action.locked ? 'locked' : 'unlocked') : action.type}`, { type: 'success' });
    },
    onError: (error) => notify(`${translate('scv.schedule.route.refused')}: ${messageOf(error)}`, { type: 'error', autoHideDuration: 8000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SCHEDULE_QUERY_KEY] }),
  });
}

export const visitKey = (visitId: string) => [SCHEDULE_QUERY_KEY, 'visit', visitId];

/** One visit with its history (the proof section and the visit page). */
export function useVisitRecord(visitId: string | null) {
  return useQuery({ enabled: Boolean(visitId), queryKey: visitKey(visitId ?? ''), queryFn: () => fetchVisit(visitId ?? ''), retry: RETRY_ONCE });
}

export function useResendReport() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ visitId, clickId }: { visitId: string; clickId: string }) => resendReport(visitId, clickId),
    onSuccess: () => notify('scv.schedule.proof.resent', { type: 'success' }),
    onError: (error) => notify(`${translate('scv.schedule.proof.resend_refused')}: ${messageOf(error)}`, { type: 'error', autoHideDuration: 8000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SCHEDULE_QUERY_KEY] }),
  });
}

export function useFreeReturn(onDone: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ visitId, request }: { visitId: string; request: FreeReturnRequest }) => grantFreeReturn(visitId, request),
    onSuccess: () => {
      notify('scv.schedule.proof.return_done', { type: 'success' });
      onDone();
    },
    onError: (error) => notify(`${translate('scv.schedule.proof.return_refused')}: ${messageOf(error)}`, { type: 'error', autoHideDuration: 8000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SCHEDULE_QUERY_KEY] }),
  });
}
