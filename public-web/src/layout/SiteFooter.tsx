import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { helpLinkProps } from '../analytics/help-link-clicks';
import { requestConsentBanner } from '../consent/consent-store';
import { LogoMark } from '../illustrations/LogoMark';
import { SectionLink } from '../navigation/SectionLink';
import { FOOTER_QUICK_LINKS } from '../navigation/sections';
import { SERVING_SINCE, telHref } from '../site/site-config';
import { useSiteConfig } from '../site/SiteConfigContext';
import { FOOTER_EXPLORE_LINKS, FOOTER_LEGAL_LINKS, type PageLinkItem } from './footer-links';

function PageLinkList({ links }: { links: readonly PageLinkItem[] }) {
  return (
    <ul className="site-footer__list">
      {links.map(({ label, to }) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}

function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </nav>
  );
}

export function SiteFooter() {
  const site = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <LogoMark size={36} />
            <span>{site.name}</span>
          </p>
          <p>
            Pet waste removal and trash-bin roll-out for homes across the {site.serviceArea}, since {SERVING_SINCE}.
          </p>
        </div>

        <FooterNav id="footer-quick-links" title="Quick links">
          <ul className="site-footer__list">
            {FOOTER_QUICK_LINKS.map(({ label, section }) => (
              <li key={section}>
                <SectionLink section={section}>{label}</SectionLink>
              </li>
            ))}
          </ul>
        </FooterNav>
        <FooterNav id="footer-explore" title="Explore">
          <PageLinkList links={FOOTER_EXPLORE_LINKS} />
        </FooterNav>
        <FooterNav id="footer-legal" title="Legal">
          <PageLinkList links={FOOTER_LEGAL_LINKS} />
          <button type="button" className="site-footer__link-button" onClick={requestConsentBanner}>
            Cookie preferences
          </button>
        </FooterNav>

        <div>
          <h2 className="site-footer__heading">Contact us</h2>
          <address className="site-footer__contact">
            <a href={`mailto:${site.supportEmail}`} {...helpLinkProps}>
              {site.supportEmail}
            </a>
            <a href={telHref(site.supportPhone)} {...helpLinkProps}>
              {site.supportPhone}
            </a>
            <span>{site.hours}</span>
            <span>Serving the {site.serviceArea}</span>
          </address>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
