import { POLICY } from '../../../../backend/src/modules/chat/knowledge/business-facts';

/** The spec's policy figures (000 §9, 001 §9), from the same module the chat guide and FAQ read. */
export { POLICY };

/** Spec 001 §9: deletion requests are processed within 30 days. */
export const DATA_DELETION_DAYS = 30;

/** Spec 000 §2 route table. */
export const PRIVACY_LAST_UPDATED = 'May 22, 2025';
export const TERMS_LAST_UPDATED = 'May 10, 2025';
