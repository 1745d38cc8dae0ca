import { addsToSameSubscription, addToServicePath, takePendingAddOn } from '../../../public-web/src/account/add-to-service';

describe('the post-payment "Add to Service" offer (issue 17)', () => {
  it('adds to the same subscription only for a paid subscription; a one-time cleanup or an unpaid order quotes again', () => {
    expect(addsToSameSubscription({ isSubscription: true, paymentStatus: 'completed' })).toBe(true);
    expect(addsToSameSubscription({ isSubscription: true, paymentStatus: 'pending' })).toBe(false);
    expect(addsToSameSubscription({ isSubscription: false, paymentStatus: 'completed' })).toBe(false);
  });

  it('opens the account on that order with the add-on, and reads it back; anything but a known add-on is ignored', () => {
    const path = addToServicePath('3f1c0b8e-1d2a-4c39-9a55-0b1f8f1f2a10', 'offSiteDisposal');
    expect(path).toBe('/account?change=3f1c0b8e-1d2a-4c39-9a55-0b1f8f1f2a10&addOn=offSiteDisposal');
    expect(takePendingAddOn(new URL(path, 'https://example.test').searchParams)).toEqual({
      orderId: '3f1c0b8e-1d2a-4c39-9a55-0b1f8f1f2a10',
      addOn: 'offSiteDisposal',
    });
    expect(takePendingAddOn(new URLSearchParams('change=x&addOn=__proto__'))).toBeNull();
    expect(takePendingAddOn(new URLSearchParams('addOn=binBringIn'))).toBeNull();
  });
});
