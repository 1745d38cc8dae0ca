import { HttpStatus } from '@nestjs/common';

/** A domain or request error with a stable code; the one exception filter maps it to problem details. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: Record<string, string>,
    readonly code = defaultCode(status),
    /** Response headers that belong to this answer, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? title);
  }

  static validation(errors: Record<string, string>, title = 'Invalid request data'): Problem {
    return new Problem(HttpStatus.BAD_REQUEST, title, Object.values(errors).join(', '), errors, 'VALIDATION_FAILED');
  }
}

function defaultCode(status: number): string {
  return (HttpStatus[status] ?? 'ERROR').toString();
}

/** Field errors from a validator: a 400 with all of them when there are any, nothing otherwise. */
export function throwIfErrors(errors: Partial<Record<string, string>>): void {
  if (Object.keys(errors).length) throw Problem.validation(errors as Record<string, string>);
}
