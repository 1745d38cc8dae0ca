import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sectionHref, type HomeSection } from './sections';

interface SectionLinkProps {
  section: HomeSection;
  className?: string;
  children: ReactNode;
}

export function SectionLink({ section, className, children }: SectionLinkProps) {
  return (
    <Link to={sectionHref(section)} className={className}>
      {children}
    </Link>
  );
}
