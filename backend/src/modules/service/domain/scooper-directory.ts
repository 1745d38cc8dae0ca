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

/** Until scooper accounts exist: no scooper is found, so every assignment is refused with "Scooper not found". */
export class NoScooperDirectory extends ScooperDirectory {
  async get(_id: string): Promise<ScooperFacts | null> {
    return null;
  }
}
