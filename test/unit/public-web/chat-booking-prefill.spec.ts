import { bookingSearch } from '../../../public-web/src/chat/booking-prefill';
import { initialQuoteForm, prefillFromSearch, quoteFormReducer } from '../../../public-web/src/quote/quote-form-state';
import { readActions } from '../../../backend/src/modules/chat/domain/chat-markers';

describe('booking from the chat carries what the guide quoted (issue 18 §5)', () => {
  it('turns the PREFILL_FORM markers into the quote form’s search, which prefills dogs, yard and plan', () => {
    const actions = readActions(
      'Booking takes a couple of minutes.\nSCROLL_TO_QUOTE PREFILL_FORM:numberOfDogs=1 PREFILL_FORM:yardSize=small PREFILL_FORM:serviceFrequency=weekly',
    );
    const search = bookingSearch(actions);
    expect(search).toBe('?dogs=1&yard=small&frequency=weekly');
    const prefill = prefillFromSearch(search);
    expect(prefill).toEqual({ numberOfDogs: '1', yardSize: 'small', serviceFrequency: 'weekly' });
    const form = quoteFormReducer(initialQuoteForm, { type: 'prefill', prefill: prefill! });
    expect(form.plan).toBe('subscription');
    expect(form.choices).toMatchObject({ numberOfDogs: '1', yardSize: 'small', serviceFrequency: 'weekly' });
  });

  it('a twice-weekly quote for a large yard keeps the large yard', () => {
    const prefill = prefillFromSearch(bookingSearch(readActions('SCROLL_TO_QUOTE PREFILL_FORM:serviceFrequency=twice-weekly PREFILL_FORM:yardSize=large')));
    expect(quoteFormReducer(initialQuoteForm, { type: 'prefill', prefill: prefill! }).choices.yardSize).toBe('large');
  });

  it('sends nothing without markers, and the form ignores unknown fields and values', () => {
    expect(bookingSearch(readActions('SCROLL_TO_QUOTE'))).toBe('');
    const search = bookingSearch(readActions('SCROLL_TO_QUOTE PREFILL_FORM:__proto__=x PREFILL_FORM:yardSize=huge PREFILL_FORM:email=a@b.c'));
    expect(search).toBe('?yard=huge');
    expect(prefillFromSearch(search)).toBeNull();
  });
});
