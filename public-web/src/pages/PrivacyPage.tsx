import { useSiteConfig } from '../site/SiteConfigContext';
import { SimplePage } from './SimplePage';

export default function PrivacyPage() {
  const { supportEmail } = useSiteConfig();
  return (
    <SimplePage title="Privacy Policy" legalNav>
      <p className="page-lead">
        Our full privacy policy is being published here. For any question about your personal information, email{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </SimplePage>
  );
}
