import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { LEGAL_NAV_LINKS } from '../layout/footer-links';
import { usePageTitle } from '../navigation/usePageTitle';

interface SimplePageProps {
  title: string;
  eyebrow?: string;
  legalNav?: boolean;
  children: ReactNode;
}

function LegalNav() {
  return (
    <nav className="legal-nav" aria-label="Help and legal">
      <ul>
        {LEGAL_NAV_LINKS.map(({ label, to }) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Shared frame for the pages later issues will fill: a real heading and a line of copy. */
export function SimplePage({ title, eyebrow, legalNav = false, children }: SimplePageProps) {
  usePageTitle(title);
  return (
    <div className="simple-page">
      {legalNav && <LegalNav />}
      <div className="container container--narrow">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
