import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { GENERAL_RATE_LIMIT } from './rate-limits';
import { RateLimiter } from './rate-limiter';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { RetryAfterInterceptor } from './retry-after.interceptor';

@Module({ providers: [RateLimiter], exports: [RateLimiter] })
class RateLimiterModule {}

/**
 * RateLimiter, ThrottlerModule on Redis, and Retry-After for RateLimited problems. Routes opt in with
 * @UseGuards(ThrottlerGuard): a global guard would hold admin pages to the 5-per-minute form limit.
 */
@Global()
@Module({
  imports: [
    RateLimiterModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimiterModule],
      inject: [RateLimiter],
      useFactory: (limiter: RateLimiter) => ({
        throttlers: [{ name: 'default', ttl: GENERAL_RATE_LIMIT.windowMs, limit: GENERAL_RATE_LIMIT.limit }],
        storage: new RedisThrottlerStorage(limiter),
      }),
    }),
  ],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RetryAfterInterceptor }],
  exports: [RateLimiterModule, ThrottlerModule],
})
export class RateLimitModule {}
