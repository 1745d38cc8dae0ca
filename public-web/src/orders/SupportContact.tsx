import { telHref } from '../site/site-config';
import { useSiteConfig } from '../site/SiteConfigContext';
import { BreakableEmail } from '../ui/BreakableEmail';

/** Support email and phone from the business configuration. */
export function SupportContact({ lead = 'Questions? We’re happy to help.' }: { lead?: string }) {
  const { supportEmail, supportPhone, hours } = useSiteConfig();
  return (
    <div className="support-contact">
      <p className="support-contact__lead">{lead}</p>
      <p className="support-contact__links">
        <a href={`mailto:${supportEmail}`}>
          <BreakableEmail email={supportEmail} />
        </a>
        <span aria-hidden="true"> · </span>
        <a href={telHref(supportPhone)}>{supportPhone}</a>
      </p>
      <p className="support-contact__hours">{hours}</p>
    </div>
  );
}
