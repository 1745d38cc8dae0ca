import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/http';
import { describeError } from '../api/classify-error';
import { useSession } from '../auth/SessionContext';
import { usePageTitle } from '../navigation/usePageTitle';
import '../styles/internal.css';
import { AccessDenied } from './AccessDenied';
import { CheckResults } from './CheckResults';
import { runChecks, type ChecksReport } from './checks-api';

interface Props {
  title: string;
  /** What is checked; the adapters the last run went through follow it. */
  description: ReactNode;
  url: string;
}

type Run = { state: 'idle' } | { state: 'running' } | { state: 'done'; report: ChecksReport } | { state: 'denied' } | { state: 'failed'; message: string };

/** An admin-only page that runs one set of server-side checks and lists what each found. */
export function ChecksPage({ title, description, url }: Props) {
  usePageTitle(title);
  const { session } = useSession();
  const [run, setRun] = useState<Run>({ state: 'idle' });

  const start = async () => {
    setRun({ state: 'running' });
    try {
      setRun({ state: 'done', report: await runChecks(url) });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setRun({ state: 'denied' });
      else {
        console.error(`${title} failed:`, error);
        setRun({ state: 'failed', message: describeError(error) });
      }
    }
  };

  const body = () => {
    if (session.status === 'loading') {
      return (
        <div className="checks-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Checking your access…</span>
        </div>
      );
    }
    if (session.status === 'signed-out' || !session.user.isAdmin || run.state === 'denied') return <AccessDenied />;
    const running = run.state === 'running';
    return (
      <>
        <p className="page-lead">{description}</p>
        <button type="button" className="button button--accent button--large checks-run" onClick={start} disabled={running} aria-busy={running || undefined}>
          {running ? 'Running...' : 'Run checks'}
        </button>
        {run.state === 'failed' && (
          <p className="checks-error" role="alert">
            Could not run the checks. {run.message}
          </p>
        )}
        {run.state === 'done' && <CheckResults report={run.report} />}
      </>
    );
  };

  return (
    <div className="simple-page checks-page">
      <div className="container container--narrow">
        <p className="eyebrow">Internal</p>
        <h1>{title}</h1>
        {body()}
      </div>
    </div>
  );
}
