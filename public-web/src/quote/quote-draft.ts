import type { QuoteFormState } from './quote-form-state';

/** The form as it was when the visitor left for checkout, so Cancel brings them back to the same quote. */
const DRAFT_KEY = 'quote_checkout_draft';

export interface QuoteDraft {
  form: Pick<QuoteFormState, 'plan' | 'choices' | 'customer'>;
  discountCode: string;
}

export function saveDraft(draft: QuoteDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be unavailable (private mode); the draft is only a convenience.
  }
}

/** Reads the draft once and forgets it. */
export function takeDraft(): QuoteDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    window.sessionStorage.removeItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as QuoteDraft) : null;
    return draft?.form?.choices && draft.form.customer ? draft : null;
  } catch {
    return null;
  }
}
