const DAY_MS = 86_400_000;

/**
 * Spec 001 §9: a deletion is processed within 30 days, counted from the requester's confirmation. The one place
 * the number lives: the admin list's SQL, the request view, the public messages and the admin UI (served as
 * `due_days` on each request) all read it from here.
 */
export const DATA_DELETION_DUE_DAYS = 30;

/** How long the e-mailed confirmation link works; after that the person files the request again. */
export const CONFIRMATION_LINK_DAYS = 7;

/** When a confirmed request must be erased by. */
export function deletionDueAt(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + DATA_DELETION_DUE_DAYS * DAY_MS);
}

/** Whether an unconfirmed request's link has lapsed (strictly after CONFIRMATION_LINK_DAYS). */
export function confirmationLinkExpired(requestedAt: Date, now: Date): boolean {
  return now.getTime() > requestedAt.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS;
}
