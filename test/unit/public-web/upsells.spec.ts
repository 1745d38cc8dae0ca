import { upsellsFor } from '../../../public-web/src/orders/upsell-offers';
import { emptyAddOns, type AddOns } from '../../../public-web/src/quote/pricing';

const order = (yardSize: string, addOns: Partial<AddOns> = {}) => ({ yardSize, addOns: { ...emptyAddOns(), ...addOns } });
const offered = (yardSize: string, addOns?: Partial<AddOns>) => upsellsFor(order(yardSize, addOns)).map(({ id, price }) => `${id} ${price}`);

describe('the extras offered after payment follow spec 001 §3', () => {
  it('a small yard is offered Yard Deodorizing $5, Off-Site Waste Removal $10 and Gate Access $2, never Key/Lock', () => {
    expect(offered('small')).toEqual(['deodorizing $5', 'offSiteDisposal $10', 'gateAccess $2']);
  });

  it.each(['medium', 'large'])('a %s yard gets deodorizing free and no Gate Access', (yard) => {
    expect(offered(yard)).toEqual(['deodorizing Free', 'offSiteDisposal $10']);
  });

  it('leaves out what the order already has', () => {
    expect(offered('small', { deodorizing: true, gateAccess: true })).toEqual(['offSiteDisposal $10']);
  });
});
