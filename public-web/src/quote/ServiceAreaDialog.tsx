import { useSiteConfig } from '../site/SiteConfigContext';
import { AreaRequestForm, type AreaRequestContact } from './AreaRequestForm';
import type { AreaRequestDetails } from './area-request';
import { Dialog } from './Dialog';
import { SERVED_TOWNS, SERVED_ZIP_CODES } from './pricing';

interface Props {
  zipCode: string | null;
  /** The quote form's contact fields and choices, to prefill the area request. */
  contact: AreaRequestContact;
  details: AreaRequestDetails;
  onClose(): void;
}

/** Opens for a valid ZIP outside the area: says where we do serve, and takes a request to hear when we get there. */
export function ServiceAreaDialog({ zipCode, contact, details, onClose }: Props) {
  const { supportEmail, serviceArea } = useSiteConfig();
  const subject = encodeURIComponent(`Service in ZIP ${zipCode ?? ''}`);
  return (
    <Dialog open={zipCode !== null} title="We’re not in your area yet" onClose={onClose} className="dialog--area">
      <p>
        Sorry, we don’t serve ZIP code <strong>{zipCode}</strong> yet. We currently serve the {serviceArea}:
      </p>
      <p className="area-towns">{SERVED_TOWNS.join(' · ')}</p>
      <p className="area-zips">ZIP codes: {SERVED_ZIP_CODES.join(', ')}</p>
      {zipCode && <AreaRequestForm zipCode={zipCode} contact={contact} details={details} />}
      <div className="dialog__actions">
        <a className="button button--ghost" href={`mailto:${supportEmail}?subject=${subject}`}>
          Email us
        </a>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
