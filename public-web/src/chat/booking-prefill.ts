import type { ChatAction } from '../../../backend/src/modules/chat/domain/chat-markers';

/** The quote form's search parameters for each PREFILL_FORM field the guide may send (spec 000 §4). */
const PARAMS: Record<string, string> = { numberOfDogs: 'dogs', yardSize: 'yard', serviceFrequency: 'frequency' };

/**
 * "?dogs=1&yard=small&frequency=weekly" from the guide's PREFILL_FORM markers, so booking from the chat lands on a form
 * holding what the guide quoted (issue 18 §5); '' when it sent none. The form checks the values as it reads them.
 */
export function bookingSearch(actions: readonly ChatAction[]): string {
  const params = new URLSearchParams();
  for (const action of actions) {
    if (action.type !== 'prefill-form') continue;
    const param = Object.hasOwn(PARAMS, action.field) ? PARAMS[action.field] : undefined;
    if (param && action.value) params.set(param, action.value.slice(0, 40));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
