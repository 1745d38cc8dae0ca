// Issue 18 §8: on phones the quote form's contact details and Pay are a second step, shown once the visitor has a
// price or asks for them, and never folded away again over something typed or an error there.
import { detailsStepOpen } from '../../../public-web/src/quote/details-step';
import { initialQuoteForm } from '../../../public-web/src/quote/quote-form-state';

const blank = { asked: false, hasQuote: false, customer: initialQuoteForm.customer, errors: {} };

describe('the quote form details step on phones', () => {
  it('waits while there is no price and nothing was typed', () => {
    expect(detailsStepOpen(blank)).toBe(false);
  });

  it('opens once the choices give a price', () => {
    expect(detailsStepOpen({ ...blank, hasQuote: true })).toBe(true);
  });

  it('opens when the visitor asks for it before choosing', () => {
    expect(detailsStepOpen({ ...blank, asked: true })).toBe(true);
  });

  it('stays open over anything typed, even after a choice is undone (a restored draft, a prefilled e-mail)', () => {
    expect(detailsStepOpen({ ...blank, customer: { ...initialQuoteForm.customer, email: 'pat@example.com' } })).toBe(true);
    expect(detailsStepOpen({ ...blank, customer: { ...initialQuoteForm.customer, specialInstructions: 'Side gate' } })).toBe(true);
  });

  it('ignores blanks, but opens for an error on one of its fields so the visitor sees it', () => {
    expect(detailsStepOpen({ ...blank, customer: { ...initialQuoteForm.customer, name: '   ' } })).toBe(false);
    expect(detailsStepOpen({ ...blank, errors: { zipCode: 'ZIP code is required' } })).toBe(true);
    expect(detailsStepOpen({ ...blank, errors: { numberOfDogs: 'Please select the number of dogs' } })).toBe(false);
  });
});
