import { PersonalDataEraser } from '../../../event-store';
import type { CustomerOrders } from '../../orders';
import { analyticsEraser } from './analytics.eraser';
import { chatTranscriptsEraser } from './chat-transcripts.eraser';
import { outboxByAddressEraser } from './outbox-by-address.eraser';
import { sandboxSessionsEraser } from './sandbox-sessions.eraser';
import { signUpAccountsEraser } from './sign-up-accounts.eraser';

/**
 * Tables keyed by no subject id that still hold a person: found by their address (and the sessions of their
 * leads). Kept with the erase command so what an erasure reaches is listed in one place.
 */
export function addressErasers(orders: CustomerOrders): readonly PersonalDataEraser[] {
  return [signUpAccountsEraser, sandboxSessionsEraser(orders), chatTranscriptsEraser, analyticsEraser, outboxByAddressEraser];
}
