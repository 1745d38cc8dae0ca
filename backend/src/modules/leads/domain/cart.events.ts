import { EventDefinition, JsonObject } from '../../../event-store';

export const CART_STREAM = 'cart';
export const cartStreamId = (id: string) => `cart-${id}`;

export type CartTrigger = 'end-of-day' | 'page-hidden' | 'unload';

/** Spec 000 §4 abandoned-cart tracking: starts once the form has a name and an e-mail. */
export interface CartTracked {
  cartId: string;
  /** The lead whose e-mail this is (absent on carts from before carts were tied to a lead). */
  leadId?: string;
  customerName: string;
  customerEmail: string;
  formData: JsonObject;
  page: string;
  /** The visitor's local day (America/Los_Angeles) and its end, when the follow-up falls due. */
  localDate: string;
  followUpDueAt: string;
}

export interface CartAbandoned {
  trigger: CartTrigger;
}

export type CartEvent =
  | { type: 'cart.tracked'; data: CartTracked }
  | { type: 'cart.abandoned'; data: CartAbandoned }
  | { type: 'cart.personal-data-erased'; data: { subjectId: string } };

export const CART_EVENTS: EventDefinition[] = [
  { type: 'cart.tracked', version: 1, personalFields: ['customerName', 'customerEmail', 'formData'] },
  { type: 'cart.abandoned', version: 1 },
  { type: 'cart.personal-data-erased', version: 1 },
];
