import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { addDays, businessNow, businessToday } from './calendar-dates';
import type { BookableOrder, BookingRecord, SlotRecord } from './calendar-types';

/** Every calendar query shares this prefix, so one invalidation refreshes stats, slots and bookings together. */
export const CALENDAR_QUERY_KEY = 'calendar';
/** Spec 001 §9: the booking view loads 30 days ahead. */
export const BOOKING_DAYS_AHEAD = 30;
const ALL = { page: 1, perPage: 500 };

/** Shows the spec's failure text with the server's reason when a query fails. */
function useFailureNotice(error: Error | null, key: string) {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(() => {
    if (error) notify(`${translate(key)}: ${error.message}`, { type: 'error' });
  }, [error, key, notify, translate]);
}

export function useSlots(range: { start: string; end: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: [CALENDAR_QUERY_KEY, 'slots', range],
    queryFn: async () =>
      (
        await dataProvider.getList<SlotRecord>('slots', {
          filter: { dateFrom: range.start, dateTo: range.end },
          pagination: ALL,
          sort: { field: 'date', order: 'ASC' },
        })
      ).data,
  });
  useFailureNotice(query.error, 'scv.calendar.notify.fetch_slots_failed');
  return query;
}

export function useSlotStats(range: { start: string; end: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: [CALENDAR_QUERY_KEY, 'stats', range], queryFn: () => dataProvider.getSlotStats({ dateFrom: range.start, dateTo: range.end }) });
}

/** Open slots from today to 30 days ahead, for the Schedule and Reschedule dialogs. */
export function useOpenSlots(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const today = businessToday();
  const query = useQuery({
    enabled,
    queryKey: [CALENDAR_QUERY_KEY, 'open-slots', today],
    queryFn: async () =>
      (
        await dataProvider.getList<SlotRecord>('slots', {
          filter: { dateFrom: today, dateTo: addDays(today, BOOKING_DAYS_AHEAD), available: true },
          pagination: ALL,
          sort: { field: 'date', order: 'ASC' },
        })
      ).data.filter((slot) => `${slot.date} ${slot.start_time}` > businessNow()),
  });
  useFailureNotice(query.error, 'scv.calendar.notify.fetch_slots_failed');
  return query;
}

export function useBookableOrders(search: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: [CALENDAR_QUERY_KEY, 'bookable-orders', search],
    queryFn: async () =>
      (
        await dataProvider.getList<BookableOrder>('bookable-orders', {
          filter: { q: search },
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'created_at', order: 'DESC' },
        })
      ).data,
  });
  useFailureNotice(query.error, 'scv.calendar.notify.fetch_orders_failed');
  return query;
}

export function useUpcomingBookings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const today = businessToday();
  const query = useQuery({
    queryKey: [CALENDAR_QUERY_KEY, 'bookings', today],
    queryFn: async () =>
      (
        await dataProvider.getList<BookingRecord>('bookings', {
          filter: { dateFrom: today, dateTo: addDays(today, BOOKING_DAYS_AHEAD) },
          pagination: ALL,
          sort: { field: 'scheduled_date', order: 'ASC' },
        })
      ).data,
  });
  useFailureNotice(query.error, 'scv.calendar.notify.fetch_bookings_failed');
  return query;
}

/** Runs one calendar action: the spec's success text, or its failure text with the server's reason; then reloads the calendar. */
export function useCalendarAction<Input, Answer>(
  action: (dataProvider: AppDataProvider, input: Input) => Promise<Answer>,
  messages: { success: (answer: Answer) => string; failure: string },
  onDone?: () => void,
  /** Handles an error itself (answers true) instead of the failure notice. */
  onRefused?: (error: unknown) => boolean,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (input: Input) => action(dataProvider, input),
    onSuccess: (answer) => {
      notify(messages.success(answer), { type: 'success' });
      onDone?.();
    },
    onError: (error) => onRefused?.(error) || notify(`${translate(messages.failure)}: ${error instanceof Error ? error.message : ''}`, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CALENDAR_QUERY_KEY] }),
  });
}
