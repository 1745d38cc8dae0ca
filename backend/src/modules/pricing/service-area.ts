/** The ZIP codes we serve (spec 000 §9). */
export const SERVED_ZIP_CODES = ['91321', '91350', '91351', '91354', '91355', '91381', '91382', '91383', '91384', '91390'] as const;

export const SERVED_TOWNS = ['Santa Clarita', 'Valencia', 'Newhall', 'Canyon Country', 'Castaic', 'Saugus', 'Stevenson Ranch'] as const;

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip.trim());
}

/** A 5-digit or ZIP+4 code whose first five digits are served. */
export function isServedZip(zip: string): boolean {
  const trimmed = zip.trim();
  return isValidZip(trimmed) && (SERVED_ZIP_CODES as readonly string[]).includes(trimmed.slice(0, 5));
}
