import { Problem } from '../../../platform/http/problem';
import { OrderRejected } from '../domain/order';

/** A refusal of the order's rules as the problem the client gets; anything else is passed on as it is. */
export function asProblem(error: unknown): unknown {
  if (!(error instanceof OrderRejected)) return error;
  return error.errors ? Problem.validation(error.errors) : new Problem(error.status, error.title, error.message, undefined, error.code);
}
