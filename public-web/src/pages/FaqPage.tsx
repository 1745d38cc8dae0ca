import { useSiteConfig } from '../site/SiteConfigContext';
import { SimplePage } from './SimplePage';

export default function FaqPage() {
  const { supportEmail } = useSiteConfig();
  return (
    <SimplePage title="Frequently Asked Questions" legalNav>
      <p className="page-lead">
        Answers about scheduling, gates, pricing and service day are coming here soon. Have a question now? Email{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </SimplePage>
  );
}
