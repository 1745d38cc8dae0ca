import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { GENERAL_RATE_LIMIT } from './rate-limits';
import { RateLimiter } from './rate-limiter';
import { RedisThrottlerStorage } from './redis-throttler.storage';

@Module({ providers: [RateLimiter], exports: [RateLimiter] })
class RateLimiterModule {}

/**
 * RateLimiter and ThrottlerModule on Redis. Routes opt in with
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
  exports: [RateLimiterModule, ThrottlerModule],
})
export class RateLimitModule {}
