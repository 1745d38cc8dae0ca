import { HttpStatus } from '@nestjs/common';
import { Problem } from '../http/problem';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';

/** Thrown when a limit is exceeded; RetryAfterInterceptor turns retryAfterMs into the Retry-After header. */
export class RateLimited extends Problem {
  constructor(readonly retryAfterMs: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'Too Many Requests', TOO_MANY_REQUESTS_MESSAGE, undefined, 'RATE_LIMITED');
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}
