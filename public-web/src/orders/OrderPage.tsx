import type { ReactNode } from 'react';
import { usePageTitle } from '../navigation/usePageTitle';

interface Props {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
}

/** The frame every post-payment page shares: a friendly heading, then cards. */
export function OrderPage({ title, eyebrow, lead, badge, children }: Props) {
  usePageTitle(title);
  return (
    <div className="order-page">
      <div className="container order-page__container">
        <header className="order-hero">
          {badge}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{title}</h1>
          {lead && <p className="order-hero__lead">{lead}</p>}
        </header>
        {children}
      </div>
    </div>
  );
}
