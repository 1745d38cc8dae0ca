export { RateLimiter, type RateLimitCounter, type RateLimitVerdict } from './rate-limiter';
export { clientKey, digestKey } from './rate-limit-keys';
export { RateLimitModule } from './rate-limit.module';
export { RedisThrottlerStorage } from './redis-throttler.storage';
export { GENERAL_RATE_LIMIT, TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';
export { RateLimited } from './rate-limited.problem';
