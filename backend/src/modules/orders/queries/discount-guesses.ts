import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { clientKey, RateLimited, TOO_MANY_REQUESTS_MESSAGE } from '../../../platform/rate-limit';
import { RedisConnection } from '../../../platform/redis/redis-connection';
import { QUOTE_MESSAGES } from '../../pricing';
import { DiscountCodeCheck, normaliseCode } from '../domain/discount-code';

/** Wrong discount codes one client address may try, wherever a code is checked (validate, price, checkout). */
export const DISCOUNT_GUESS_LIMIT = 10;
export const DISCOUNT_GUESS_WINDOW_MS = 10 * 60_000;

const GUESSES_ANSWER = { title: 'Too Many Requests', detail: TOO_MANY_REQUESTS_MESSAGE, code: 'TOO_MANY_DISCOUNT_GUESSES' };

// Every check takes a slot first, so parallel guesses can't all slip past a count read before any was added.
const TAKE_SLOT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
// A right code gives its slot back; never on a counter that has already expired.
const GIVE_BACK = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0`;

/** Checks discount codes for a client, counting the wrong ones in Redis so guessing stays slow across instances. */
@Injectable()
export class DiscountGuesses {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The code's check, or a 429 with Retry-After once this address has tried too many wrong ones in the window. */
  async check(input: string, ip: string): Promise<DiscountCodeCheck> {
    // An empty box is no guess.
    if (!normaliseCode(input)) return this.lookUp(input);
    const now = this.clock.now().getTime();
    const window = Math.floor(now / DISCOUNT_GUESS_WINDOW_MS);
    const key = this.redis.key('discount-guesses', clientKey(ip), window);
    const taken = Number(await this.redis.requests.eval(TAKE_SLOT, 1, key, DISCOUNT_GUESS_WINDOW_MS + 1000));
    if (taken > DISCOUNT_GUESS_LIMIT) throw new RateLimited((window + 1) * DISCOUNT_GUESS_WINDOW_MS - now, GUESSES_ANSWER);
    const result = await this.lookUp(input);
    if (result.isValid) await this.redis.requests.eval(GIVE_BACK, 1, key);
    return result;
  }

  /** Valid when it exists, is active, hasn't expired and has uses left (uses = paid orders that carried it). */
  private async lookUp(input: string): Promise<DiscountCodeCheck> {
    const code = normaliseCode(input);
    if (!code) return { isValid: false, error: QUOTE_MESSAGES.invalidDiscountCode };
    const [row] = await this.db.query<{ id: string; code: string; discount_percent: number; usable: boolean }>(
      `select d.id, d.code, d.discount_percent,
         d.active and (d.expires_at is null or d.expires_at > $2)
           and (d.usage_limit is null or d.usage_limit > (select count(*) from customer_orders o
                where o.discount_code_id = d.id and o.payment_status = 'completed')) as usable
       from discount_codes d where upper(d.code) = $1`,
      [code, this.clock.now()],
    );
    if (!row?.usable) return { isValid: false, error: QUOTE_MESSAGES.invalidDiscountCode };
    return { isValid: true, discountCode: { id: row.id, code: row.code.toUpperCase(), discountPercent: row.discount_percent } };
  }
}
