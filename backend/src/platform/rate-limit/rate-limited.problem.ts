import { HttpStatus } from '@nestjs/common';
import { Problem } from '../http/problem';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';

/** Thrown when a limit is exceeded; the answer carries Retry-After in whole seconds. */
export class RateLimited extends Problem {
  constructor(readonly retryAfterMs: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'Too Many Requests', TOO_MANY_REQUESTS_MESSAGE, undefined, 'RATE_LIMITED', {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
}
