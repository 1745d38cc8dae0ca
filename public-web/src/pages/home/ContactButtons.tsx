import { telHref } from '../../site/site-config';
import { useSiteConfig } from '../../site/SiteConfigContext';

export function ContactButtons({ subject }: { subject: string }) {
  const { supportEmail, supportPhone } = useSiteConfig();
  return (
    <div className="button-row">
      <a
        className="button button--accent button--large"
        href={`mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`}
      >
        Email us
      </a>
      <a className="button button--ghost button--large" href={telHref(supportPhone)}>
        Call {supportPhone}
      </a>
    </div>
  );
}
