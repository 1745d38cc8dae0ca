import { CALL_FAILURE_MESSAGES, callFailureMessage } from '../../../public-web/src/api/call-failure-messages';
import { ApiError, NetworkError } from '../../../public-web/src/api/http';
import { CHECKOUT_FAILED_MESSAGE } from '../../../public-web/src/quote/pricing';
import { CheckoutWithoutUrl, checkoutFailedToast } from '../../../public-web/src/quote/submission';

const serverError = new ApiError(500, { status: 500, title: 'Internal Server Error' });
const offline = new NetworkError(new TypeError('Failed to fetch'));

describe('spec 001 §8: which failure shows which message', () => {
  it('keeps the five sentences of the catalogue word for word', () => {
    expect(Object.values(CALL_FAILURE_MESSAGES).sort()).toEqual(
      [
        'Failed to create subscription. Please try again.',
        'Failed to create payment. Please try again.',
        'Failed to submit area request. Please try again.',
        'Failed to track cart. Please try again.',
        'Network error. Please try again.',
      ].sort(),
    );
  });

  it.each([
    ['subscription', 'Failed to create subscription. Please try again.'],
    ['payment', 'Failed to create payment. Please try again.'],
    ['areaRequest', 'Failed to submit area request. Please try again.'],
    ['cart', 'Failed to track cart. Please try again.'],
  ] as const)('given the server fails a %s call, when worded, then it reads "%s"', (call, message) => {
    expect(callFailureMessage(call, serverError)).toBe(message);
    expect(callFailureMessage(call, new Error('boom'))).toBe(message);
  });

  it.each(['subscription', 'payment', 'areaRequest', 'cart'] as const)('given a %s call gets no answer, when worded, then it is a network error', (call) => {
    expect(callFailureMessage(call, offline)).toBe('Network error. Please try again.');
  });
});

describe('the checkout failure toast', () => {
  it('given a subscription checkout the server fails, then the toast says the subscription could not be created', () => {
    expect(checkoutFailedToast('subscription', serverError)).toEqual({ title: 'Error', description: 'Failed to create subscription. Please try again.' });
  });

  it('given a one-time checkout the server fails, then the toast says the payment could not be created', () => {
    expect(checkoutFailedToast('one-time', serverError)).toEqual({ title: 'Error', description: 'Failed to create payment. Please try again.' });
  });

  it('given no answer at all, then the toast is the network error for either kind', () => {
    expect(checkoutFailedToast('subscription', offline).description).toBe('Network error. Please try again.');
    expect(checkoutFailedToast('one-time', offline).description).toBe('Network error. Please try again.');
  });

  it("given the payment provider's failure or no checkout URL, then spec 000's payment-session sentence stays", () => {
    const provider = new ApiError(502, { status: 502, title: 'Error', detail: CHECKOUT_FAILED_MESSAGE, code: 'CHECKOUT_FAILED' });
    const notRecorded = new ApiError(503, { status: 503, title: 'Error', detail: CHECKOUT_FAILED_MESSAGE, code: 'CHECKOUT_NOT_RECORDED' });
    for (const error of [provider, notRecorded, new CheckoutWithoutUrl()]) {
      expect(checkoutFailedToast('subscription', error)).toEqual({ title: 'Error', description: CHECKOUT_FAILED_MESSAGE });
    }
  });
});
