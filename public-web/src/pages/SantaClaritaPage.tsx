import { SectionLink } from '../navigation/SectionLink';
import { QUOTE_CTA_LABEL } from '../navigation/sections';
import { SimplePage } from './SimplePage';

export default function SantaClaritaPage() {
  return (
    <SimplePage title="Pet Waste Removal in Santa Clarita" eyebrow="Service area">
      <p className="page-lead">
        Weekly dog poop pickup and trash-bin roll-out for homes across Santa Clarita, Newhall, Canyon Country and
        Castaic, on the same day every week.
      </p>
      <SectionLink section="quote" className="button button--accent button--large">
        {QUOTE_CTA_LABEL}
      </SectionLink>
    </SimplePage>
  );
}
