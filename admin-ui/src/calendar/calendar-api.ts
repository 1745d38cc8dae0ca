import { httpClient } from '../providers/httpClient';
import type { CalendarAnswer, GenerateSlotsInput, ScheduleBookingInput, SlotRecord, SlotStats } from './calendar-types';

const ADMIN = '/api/admin';

/** The calendar's domain actions (explicit POSTs, DESIGN §9), spread into the app's dataProvider. */
export interface CalendarMethods {
  getSlotStats: (range: { dateFrom: string; dateTo: string }) => Promise<SlotStats>;
  generateSlots: (input: GenerateSlotsInput) => Promise<CalendarAnswer & { created: number; skipped: number }>;
  blockSlot: (slotId: string, reason: string) => Promise<CalendarAnswer & { data: SlotRecord }>;
  unblockSlot: (slotId: string) => Promise<CalendarAnswer & { data: SlotRecord }>;
  assignScooper: (slotId: string, scooperName: string, notes: string) => Promise<CalendarAnswer & { data: SlotRecord }>;
  scheduleBooking: (input: ScheduleBookingInput) => Promise<CalendarAnswer & { id: string }>;
  rescheduleBooking: (bookingId: string, slotId: string) => Promise<CalendarAnswer>;
  cancelBooking: (bookingId: string, reason: string) => Promise<CalendarAnswer>;
  completeBooking: (bookingId: string) => Promise<CalendarAnswer>;
}

async function post<T>(path: string, body: object = {}): Promise<T> {
  const { json } = await httpClient(`${ADMIN}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

const id = encodeURIComponent;

export const calendarMethods: CalendarMethods = {
  getSlotStats: async ({ dateFrom, dateTo }) => {
    const { json } = await httpClient(`${ADMIN}/slots/stats?${new URLSearchParams({ dateFrom, dateTo }).toString()}`);
    return json as SlotStats;
  },
  generateSlots: (input) => post('/slots/generate', input),
  blockSlot: (slotId, reason) => post(`/slots/${id(slotId)}/block`, reason ? { reason } : {}),
  unblockSlot: (slotId) => post(`/slots/${id(slotId)}/unblock`),
  assignScooper: (slotId, scooperName, notes) => post(`/slots/${id(slotId)}/scoopers`, notes ? { scooperName, notes } : { scooperName }),
  scheduleBooking: (input) => post('/bookings', input),
  rescheduleBooking: (bookingId, slotId) => post(`/bookings/${id(bookingId)}/reschedule`, { slotId }),
  cancelBooking: (bookingId, reason) => post(`/bookings/${id(bookingId)}/cancel`, reason ? { reason } : {}),
  completeBooking: (bookingId) => post(`/bookings/${id(bookingId)}/complete`),
};
