import { ADD_ON_PRICES, formatPrice, type AddOnId } from '../quote/pricing';
import type { OrderView } from './orders-api';

export interface Upsell {
  id: AddOnId;
  price: string;
  popular?: boolean;
}

/**
 * The extras offered after payment (spec 001 §3) and what each costs for this order: Yard Deodorizing ($5, free on
 * medium and large yards), Off-Site Waste Removal ($10) and Gate Access ($2, small yards only).
 */
export function upsellsFor(order: Pick<OrderView, 'yardSize' | 'addOns'>): Upsell[] {
  const small = order.yardSize === 'small';
  const all: Upsell[] = [
    { id: 'deodorizing', price: small || !order.yardSize ? formatPrice(ADD_ON_PRICES.deodorizingPerWeek) : 'Free', popular: true },
    { id: 'offSiteDisposal', price: formatPrice(ADD_ON_PRICES.offSiteDisposal) },
    ...(small ? [{ id: 'gateAccess' as const, price: formatPrice(ADD_ON_PRICES.gateAccess) }] : []),
  ];
  return all.filter(({ id }) => !order.addOns?.[id]);
}
