import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type AuthTrouble } from '../auth/auth-errors';
import { AuthTabs, panelId, tabId, type AuthTab } from '../auth/AuthTabs';
import { useSession } from '../auth/SessionContext';
import { SignInForm } from '../auth/SignInForm';
import { SignUpForm } from '../auth/SignUpForm';
import { TroubleshootingTips } from '../auth/TroubleshootingTips';
import { LogoMark } from '../illustrations/LogoMark';
import { usePageTitle } from '../navigation/usePageTitle';
import { useSiteConfig } from '../site/SiteConfigContext';
import { useToast } from '../ui/toast';
import '../styles/auth.css';

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

const EMAIL_CONFIRMED_NOTICE = 'Email confirmed — you can sign in now.';
const CONFIRMATION_FAILED_NOTICE = 'This confirmation link is invalid or has expired. Sign up again to get a new one.';

/** What the confirmation link's redirect (/auth?confirmed=1 or 0) tells the visitor. */
function noticeFromQuery(confirmed: string | null): Notice | null {
  if (confirmed === '1') return { tone: 'success', text: EMAIL_CONFIRMED_NOTICE };
  if (confirmed === '0') return { tone: 'error', text: CONFIRMATION_FAILED_NOTICE };
  return null;
}

export default function AuthPage() {
  usePageTitle('Sign In');
  const { name } = useSiteConfig();
  const { session, refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const [notice, setNotice] = useState<Notice | null>(() => noticeFromQuery(params.get('confirmed')));
  const [trouble, setTrouble] = useState<AuthTrouble | null>(null);
  const signingIn = useRef(false);

  // Spec 000 §4: a session that already exists on load goes to the home page.
  useEffect(() => {
    if (session.status === 'signed-in' && !signingIn.current) navigate('/', { replace: true });
  }, [session.status, navigate]);

  const handleSignedIn = async () => {
    signingIn.current = true;
    await refresh();
    toast.show({ title: 'Welcome back!', description: 'You are signed in.', variant: 'success', followsNavigation: true });
    navigate('/');
  };

  const handleSignedUp = (email: string, message: string) => {
    toast.show({ title: 'Check your email', description: message, variant: 'success', durationMs: 8000 });
    setNotice({ tone: 'success', text: `We sent a confirmation link to ${email}. Open it, then sign in here.` });
    setTab('sign-in');
  };

  const selectTab = (next: AuthTab) => {
    setTab(next);
    setTrouble(null);
  };

  return (
    <div className="auth-page">
      <div className="container auth-page__grid">
        <section className="auth-card" aria-labelledby="auth-heading">
          <div className="auth-card__head">
            <LogoMark size={44} />
            <div>
              <h1 id="auth-heading" className="auth-card__title">
                {tab === 'sign-in' ? 'Welcome back' : 'Create your account'}
              </h1>
              <p className="auth-card__lead">{tab === 'sign-in' ? `Sign in to your ${name} account.` : `Join ${name} to manage your service.`}</p>
            </div>
          </div>
          {notice && (
            <p className={`auth-alert auth-alert--${notice.tone}`} role="status">
              {notice.text}
            </p>
          )}
          <AuthTabs selected={tab} onSelect={selectTab} />
          <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="auth-card__panel">
            {tab === 'sign-in' ? (
              <SignInForm onSignedIn={handleSignedIn} trouble={trouble} onTrouble={setTrouble} />
            ) : (
              <SignUpForm onSignedUp={handleSignedUp} />
            )}
          </div>
        </section>
        <TroubleshootingTips active={tab === 'sign-in' ? (trouble?.kind ?? null) : null} />
      </div>
    </div>
  );
}
