import { useSiteConfig } from '../site/SiteConfigContext';
import { SimplePage } from './SimplePage';

export default function DataDeletionPage() {
  const { supportEmail } = useSiteConfig();
  return (
    <SimplePage title="Data Deletion Request" legalNav>
      <p className="page-lead">
        You can ask us to delete your personal data at any time. Until our request form is live, email{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we&apos;ll process your request within 30 days.
      </p>
    </SimplePage>
  );
}
