import type { ReactNode } from 'react';
import { usePageTitle } from '../navigation/usePageTitle';
import { LegalNav } from './legal/LegalNav';

interface SimplePageProps {
  title: string;
  eyebrow?: string;
  legalNav?: boolean;
  children: ReactNode;
}

/** A plain page frame: a heading, an optional eyebrow and the legal nav bar. */
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
