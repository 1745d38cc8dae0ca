import type { Weekday } from './visit-schedule';

export interface ScooperFacts {
  id: string;
  name: string;
  workingDays: Weekday[];
  dailyCapacity: number;
}

/** A scooper as a route reads them (active or not): the name and where the day starts. */
export interface ScooperHome {
  id: string;
  name: string;
  homeBase: { zip: string; lat: number | null; lng: number | null };
}

/** Where visit assignment looks scoopers up (identity's scooper accounts); bound in service.module.ts. */
export abstract class ScooperDirectory {
  abstract get(id: string): Promise<ScooperFacts | null>;
  /** Any scooper account, deactivated ones too (their past routes still show); null for an unknown id. */
  abstract home(id: string): Promise<ScooperHome | null>;
}
