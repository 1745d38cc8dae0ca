import { useEffect, useState } from 'react';
import { useBasename, useCheckAuth, useNavigate } from 'react-admin';
import { DASHBOARD_PATH } from './sign-in-rules';

/** True while the session is being checked; a signed-in admin is sent straight to /admin/dashboard (spec 001 §2). */
export function useRedirectIfSignedIn(): boolean {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    let active = true;
    checkAuth({}, false)
      .then(() => navigate(`${basename}${DASHBOARD_PATH}`, { replace: true }))
      .catch(() => {
        if (active) setChecking(false);
      });
    return () => {
      active = false;
    };
  }, [checkAuth, navigate, basename]);

  return checking;
}
