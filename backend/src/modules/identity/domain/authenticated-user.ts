/** The role that opens every /api/admin route and admin page. */
export const ADMIN_ROLE = 'admin';

/** The role of a customer who signed in to their account (/account) by an e-mailed link. */
export const CUSTOMER_ROLE = 'customer';

/** Who a valid session belongs to; attached to the request by the global guard. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  /** Holds the scooper role with an active profile: the field app (/api/field) lets them in. */
  isScooper: boolean;
}

declare global {
  namespace Express {
    interface Request {
      user?: AuthenticatedUser;
    }
  }
}
