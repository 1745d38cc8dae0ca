import { useSiteConfig } from '../site/SiteConfigContext';
import { SimplePage } from './SimplePage';

export default function TermsPage() {
  const { supportEmail } = useSiteConfig();
  return (
    <SimplePage title="Terms of Service" legalNav>
      <p className="page-lead">
        Our full terms of service are being published here. For any question about your service agreement, email{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </SimplePage>
  );
}
