/**
 * Visit photos leave the server without what the phone wrote into them (issue 16): no EXIF (GPS position, camera,
 * original time), no XMP or IPTC, no comments. Pure byte surgery, no image library: JPEG keeps its image segments
 * (and APP0 JFIF, APP2 ICC colour profile); PNG keeps every chunk but the text, time and EXIF ones.
 */
export type PhotoType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

export function photoTypeOf(bytes: Buffer): PhotoType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

/** The photo without its metadata; null when its structure is broken (the caller refuses it). */
export function stripPhotoMetadata(bytes: Buffer): { type: PhotoType; bytes: Buffer } | null {
  const type = photoTypeOf(bytes);
  if (type === 'image/jpeg') {
    const stripped = stripJpeg(bytes);
    return stripped && { type, bytes: stripped };
  }
  if (type === 'image/png') {
    const stripped = stripPng(bytes);
    return stripped && { type, bytes: stripped };
  }
  return null;
}

function stripJpeg(bytes: Buffer): Buffer | null {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, and EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) {
      // Start of scan: the compressed image and everything after it (its own markers are image data).
      kept.push(bytes.subarray(at));
      return Buffer.concat(kept);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keepApp = marker === 0xe0 || (marker === 0xe2 && bytes.subarray(at + 4, at + 16).toString('latin1') === 'ICC_PROFILE\0');
    const isComment = marker === 0xfe;
    if ((!isApp || keepApp) && !isComment) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

function stripPng(bytes: Buffer): Buffer | null {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}
