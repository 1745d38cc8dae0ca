import { Link } from 'react-router-dom';

export const ACCESS_DENIED_MESSAGE = 'Access denied. Admin privileges required.';

/** For signed-out visitors and staff without the admin role; /admin is where staff sign in. */
export function AccessDenied() {
  return (
    <div className="checks-denied" role="alert">
      <p className="checks-denied__message">{ACCESS_DENIED_MESSAGE}</p>
      <p>
        <Link className="button button--primary" to="/admin" reloadDocument>
          Sign in as an admin
        </Link>
      </p>
    </div>
  );
}
