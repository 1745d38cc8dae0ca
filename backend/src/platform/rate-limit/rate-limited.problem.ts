import { HttpStatus } from '@nestjs/common';
import { Problem } from '../http/problem';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';

export interface RateLimitAnswer {
  title: string;
  detail: string;
  code: string;
}

const GENERAL_ANSWER: RateLimitAnswer = { title: 'Too Many Requests', detail: TOO_MANY_REQUESTS_MESSAGE, code: 'RATE_LIMITED' };

/** Thrown when a limit is exceeded; a 429 carrying Retry-After in whole seconds, in the limit's own words when it has them. */
export class RateLimited extends Problem {
  constructor(
    readonly retryAfterMs: number,
    answer: RateLimitAnswer = GENERAL_ANSWER,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, answer.title, answer.detail, undefined, answer.code, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
}
