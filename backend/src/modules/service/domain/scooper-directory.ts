import type { Weekday } from './visit-schedule';

export interface ScooperFacts {
  id: string;
  name: string;
  workingDays: Weekday[];
  dailyCapacity: number;
}

/** Where visit assignment looks scoopers up (identity's scooper accounts); bound in service.module.ts. */
export abstract class ScooperDirectory {
  abstract get(id: string): Promise<ScooperFacts | null>;
}
