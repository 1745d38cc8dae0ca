import type { RaRecord } from 'react-admin';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ScooperAccountRecord extends RaRecord<string> {
  name: string;
  email: string;
  phone: string | null;
  homeAddress: string;
  homeZip: string;
  homeLat: number | null;
  homeLng: number | null;
  workingDays: Weekday[];
  dailyCapacity: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  /** Only in the create answer: shown to staff once. */
  temporaryPassword?: string;
}

const capacity = (value: unknown) => (value === null || value === undefined || String(value) === '' ? undefined : Number(value));

/** The profile staff may set; only these travel to the server (it rejects unknown fields). */
function toProfileInput(data: Partial<ScooperAccountRecord>) {
  return {
    name: data.name ?? '',
    phone: data.phone?.trim() ? data.phone : null,
    homeAddress: data.homeAddress ?? '',
    homeZip: data.homeZip ?? '',
    workingDays: data.workingDays ?? [],
    dailyCapacity: capacity(data.dailyCapacity),
  };
}

export const toCreateInput = (data: Partial<ScooperAccountRecord>) => ({ ...toProfileInput(data), email: data.email ?? '' });

/** The sign-in address is the account's, not the profile's: an edit never sends it. */
export const toUpdateInput = (data: Partial<ScooperAccountRecord>) => ({ ...toProfileInput(data), active: data.active ?? true });
