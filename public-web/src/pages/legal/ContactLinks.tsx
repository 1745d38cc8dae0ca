import { helpLinkProps } from '../../analytics/help-link-clicks';
import { telHref } from '../../site/site-config';
import { useSiteConfig } from '../../site/SiteConfigContext';

/** Support e-mail and phone as help links (their clicks are recorded in help_link_clicks). */
export function SupportEmailLink() {
  const { supportEmail } = useSiteConfig();
  return (
    <a href={`mailto:${supportEmail}`} {...helpLinkProps}>
      {supportEmail}
    </a>
  );
}

export function SupportPhoneLink() {
  const { supportPhone } = useSiteConfig();
  return (
    <a href={telHref(supportPhone)} {...helpLinkProps}>
      {supportPhone}
    </a>
  );
}

export function ContactCard() {
  const { hours } = useSiteConfig();
  return (
    <aside className="contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title">Still have a question?</h2>
      <p>
        Email <SupportEmailLink /> or call <SupportPhoneLink />. We&apos;re available {hours}.
      </p>
    </aside>
  );
}
