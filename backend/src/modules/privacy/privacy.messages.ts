export const PRIVACY_MESSAGES = {
  requestNotFound: 'Data-deletion request not found',
  noSubject: 'This request has no person on record to erase.',
} as const;

/** Spec 001 §9: deletion is processed within 30 days. */
export const DATA_DELETION_DUE_DAYS = 30;
