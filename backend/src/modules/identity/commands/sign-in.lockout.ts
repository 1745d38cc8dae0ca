import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock';
import { digestKey, RateLimited } from '../../../platform/rate-limit';
import { RedisConnection } from '../../../platform/redis/redis-connection';
import { ACCOUNT_FAILURES_FORGOTTEN_MS, ACCOUNT_FIRST_DELAY_MS, ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_DELAY_MS } from '../domain/sign-in-lockout';

// decideSignInAttempt (domain/sign-in-lockout.ts) as one atomic step, so parallel guesses from many addresses cannot all
// slip in before the first is counted: refuse while a wait runs (without counting), else count this attempt as a failure
// and start the next wait.
// Times come from the injected clock (ARGV[1]); the key's own expiry only tidies Redis.
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local blocked_until = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if now < blocked_until then return blocked_until - now end
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if now - last > tonumber(ARGV[5]) then failures = 0 end
failures = failures + 1
local wait = 0
if failures >= tonumber(ARGV[2]) then
  wait = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(failures - tonumber(ARGV[2]), 40))
end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now, 'until', now + wait)
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]) + tonumber(ARGV[4]))
return 0`;

/**
 * The per-account counter beside the per-address limits: each attempt counts as a failure until the password
 * matches, which clears it. Waits grow 1 s, 2 s, 4 s … up to ACCOUNT_MAX_DELAY_MS, and attempts during a wait are
 * refused unchecked, so they neither count nor make the wait longer.
 */
@Injectable()
export class SignInLockout {
  constructor(
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Counts one attempt on the account; throws a 429 with Retry-After while it must wait. */
  async attempt(email: string): Promise<void> {
    const waitMs = Number(
      await this.redis.requests.eval(
        ATTEMPT_SCRIPT,
        1,
        this.key(email),
        this.clock.now().getTime(),
        ACCOUNT_FREE_FAILURES,
        ACCOUNT_FIRST_DELAY_MS,
        ACCOUNT_MAX_DELAY_MS,
        ACCOUNT_FAILURES_FORGOTTEN_MS,
      ),
    );
    if (waitMs > 0) throw new RateLimited(waitMs);
  }

  /** The password matched: the owner starts again from nothing. */
  async succeeded(email: string): Promise<void> {
    await this.redis.requests.del(this.key(email));
  }

  private key(email: string): string {
    return this.redis.key('sign-in', 'account', digestKey(email));
  }
}
