import { Inject, Injectable } from '@nestjs/common';
import { ExpireLeadCommand, ExpireLeadHandler } from '../commands/expire-lead.command';
import { SettleCartCommand, SettleCartHandler } from '../commands/settle-cart.command';
import { CART_FOLLOW_UP_TIMER, INACTIVITY_TIMER, Timers } from './lead-timers';

/**
 * What the leads timers do when they fire: the inactivity timer expires the lead, the end-of-day timer settles
 * the cart. The handlers are called directly, not through the CommandBus: a timer may fire while the app is
 * still starting, before the bus has its handlers.
 */
@Injectable()
export class LeadTimerHandlers {
  constructor(@Inject(Timers) timers: Timers, @Inject(ExpireLeadHandler) expire: ExpireLeadHandler, @Inject(SettleCartHandler) settle: SettleCartHandler) {
    timers.on(INACTIVITY_TIMER, (leadId) => expire.execute(new ExpireLeadCommand(leadId)));
    timers.on(CART_FOLLOW_UP_TIMER, async (cartId) => {
      const outcome = await settle.execute(new SettleCartCommand(cartId));
      return outcome instanceof Date ? outcome : null;
    });
  }
}
