import { SERVED_TOWNS } from '../../pricing';

export interface Place {
  zip?: string;
  town?: (typeof SERVED_TOWNS)[number] | 'the Santa Clarita Valley';
}

// Five digits that are not a yard size ("12000 sq ft") or a price.
const ZIP = /(?<![\d$.,])\b(\d{5})(?:-\d{4})?\b(?!\s*(?:sq|square|sf|k\b|dollars))/;

/** The ZIP code or served town a visitor named, if any. */
export function readPlace(normalisedText: string): Place {
  const place: Place = {};
  const zip = ZIP.exec(normalisedText);
  if (zip) place.zip = zip[1];
  const town = SERVED_TOWNS.find((t) => normalisedText.includes(t.toLowerCase()));
  if (town) place.town = town;
  else if (/\bscv\b|\bsanta clarita valley\b/.test(normalisedText)) place.town = 'the Santa Clarita Valley';
  return place;
}
