import { SectionLink } from '../navigation/SectionLink';
import { QUOTE_CTA_LABEL } from '../navigation/sections';
import { SimplePage } from './SimplePage';

export default function ValenciaPage() {
  return (
    <SimplePage title="Pet Waste Removal in Valencia" eyebrow="Service area">
      <p className="page-lead">
        Dependable scooping and bin service for Valencia neighborhoods, with time-stamped photos after every visit.
      </p>
      <SectionLink section="quote" className="button button--accent button--large">
        {QUOTE_CTA_LABEL}
      </SectionLink>
    </SimplePage>
  );
}
