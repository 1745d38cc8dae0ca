import { HttpStatus } from '@nestjs/common';
import { Problem } from '../../../platform/http/problem';
import { PlanRejected } from '../domain/service-plan';
import { VisitRejected } from '../domain/visit';

/** Who asked, for the event's metadata. */
export interface ServiceActor {
  actor: string;
  requestId: string | null;
}

const TITLES: Record<number, string> = { 400: 'Invalid request data', 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Entity' };

/** A rule's refusal as problem details; anything else passes through untouched. */
export function asProblem(error: unknown): unknown {
  if (!(error instanceof PlanRejected) && !(error instanceof VisitRejected)) return error;
  return new Problem(error.status, TITLES[error.status] ?? HttpStatus[error.status], error.message);
}
