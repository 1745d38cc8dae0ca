export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type PlanStatus = 'active' | 'paused' | 'cancelled';
export type BinTakeOutTiming = 'morning' | 'evening-before';

export interface PlanHistoryEvent {
  id: string;
  version: number;
  eventType: string;
  data: Record<string, unknown>;
  actor: string | null;
  occurredAt: string;
}

/** One row of GET /api/admin/service-plans; the show page adds `history`. */
export interface ServicePlanRecord {
  id: string;
  orderId: string;
  status: PlanStatus;
  frequency: string;
  preferredDays: Weekday[];
  trashDay: Weekday | null;
  binTakeOut: boolean;
  binBringIn: boolean;
  binTakeOutTiming: BinTakeOutTiming;
  addOns: string[];
  numberOfDogs: string | null;
  dogNames: string[];
  customerName: string | null;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  lat: number | null;
  lng: number | null;
  locationSource: string | null;
  notes: string | null;
  startDate: string | null;
  pausedFrom: string | null;
  resumedFrom: string | null;
  cancelledFrom: string | null;
  cancellationReason: string | null;
  /** The scooper takes a before photo at Start (issue 16). */
  beforePhotos?: boolean;
  version: number;
  createdAt: string | null;
  updatedAt: string | null;
  history?: PlanHistoryEvent[];
}

export interface UpcomingVisit {
  id: string;
  kind: string;
  date: string;
  windowStart: string | null;
  windowEnd: string | null;
  status: string;
  scooperId: string | null;
}

const calendarDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Thu, Nov 26, 2026' for a calendar date (no time zone); anything else as it came. */
export function formatPlanDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  const at = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? value : calendarDay.format(at);
}

/** Today in the business time zone, as the server counts it (past dates are refused). */
export function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export const addressOf = (r: Pick<ServicePlanRecord, 'streetAddress' | 'city' | 'state' | 'zipCode'>) =>
  [r.streetAddress, [r.city, [r.state, r.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');

export const isLocated = (r: Pick<ServicePlanRecord, 'lat' | 'lng'>) => r.lat !== null && r.lng !== null;

/** What PUT /:id takes: only the three fields staff change here, the days Monday first. */
export function toPlanDaysInput(record: Partial<ServicePlanRecord>): {
  preferredDays?: Weekday[];
  trashDay?: Weekday | null;
  binTakeOutTiming?: BinTakeOutTiming;
} {
  const days = (record.preferredDays ?? []).filter((day) => WEEKDAYS.includes(day));
  return {
    ...(record.frequency === 'bin-only' ? {} : { preferredDays: [...new Set(days)].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)) }),
    trashDay: record.trashDay || null,
    ...(record.binTakeOutTiming ? { binTakeOutTiming: record.binTakeOutTiming } : {}),
  };
}
