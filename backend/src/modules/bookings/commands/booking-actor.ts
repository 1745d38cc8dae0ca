import { HttpStatus } from '@nestjs/common';
import { Problem } from '../../../platform/http/problem';
import { BookingRejected } from '../domain/booking';

/** Who asked, for the event's metadata. */
export interface BookingActor {
  actor: string;
  requestId: string | null;
}

const TITLES: Record<number, string> = { 400: 'Invalid request data', 404: 'Not Found', 409: 'Conflict', 422: 'Not a preferred day' };

/** A rule's refusal as problem details; anything else passes through untouched. */
export function asProblem(error: unknown): unknown {
  if (!(error instanceof BookingRejected)) return error;
  return new Problem(error.status, TITLES[error.status] ?? HttpStatus[error.status], error.message, undefined, error.code);
}
