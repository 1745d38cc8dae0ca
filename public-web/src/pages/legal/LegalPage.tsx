import type { ReactNode } from 'react';
import { usePageTitle } from '../../navigation/usePageTitle';
import { LegalNav } from './LegalNav';

interface LegalPageProps {
  title: string;
  description: string;
  /** "May 22, 2025" */
  lastUpdated?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame every help and legal page shares: the legal nav bar, a heading, and a readable column. */
export function LegalPage({ title, description, lastUpdated, lead, children }: LegalPageProps) {
  usePageTitle(title, description);
  return (
    <div className="legal-page">
      <LegalNav />
      <div className="legal-page__head">
        <div className="container container--narrow">
          <h1>{title}</h1>
          {lastUpdated && <p className="legal-page__updated">Last updated {lastUpdated}</p>}
          {lead && <div className="page-lead">{lead}</div>}
        </div>
      </div>
      <div className="container container--narrow legal-page__body">{children}</div>
    </div>
  );
}

/** One numbered part of a policy, with an anchor so it can be linked to. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="legal-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
