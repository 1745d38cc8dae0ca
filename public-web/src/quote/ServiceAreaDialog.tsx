import { useSiteConfig } from '../site/SiteConfigContext';
import { Dialog } from './Dialog';
import { SERVED_TOWNS, SERVED_ZIP_CODES } from './pricing';

interface Props {
  zipCode: string | null;
  onClose(): void;
}

/** Opens for a valid ZIP outside the area: says where we do serve and how to reach us. */
export function ServiceAreaDialog({ zipCode, onClose }: Props) {
  const { supportEmail, serviceArea } = useSiteConfig();
  const subject = encodeURIComponent(`Service in ZIP ${zipCode ?? ''}`);
  return (
    <Dialog open={zipCode !== null} title="We’re not in your area yet" onClose={onClose} className="dialog--area">
      <p>
        Sorry, we don’t serve ZIP code <strong>{zipCode}</strong> yet. We currently serve the {serviceArea}:
      </p>
      <p className="area-towns">{SERVED_TOWNS.join(' · ')}</p>
      <p className="area-zips">
        ZIP codes: {SERVED_ZIP_CODES.join(', ')}
      </p>
      <p>
        We’re growing. Email us at <a href={`mailto:${supportEmail}?subject=${subject}`}>{supportEmail}</a> and we’ll let you know when we reach your neighborhood.
      </p>
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
