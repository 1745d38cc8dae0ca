/** The phone's camera photo made small before it is sent (issue 16): longest side 1600 px, a JPEG of at most 400 kB. A canvas keeps no EXIF. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_MAX_BYTES = 400 * 1024;

export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  let width = Math.max(1, Math.round(bitmap.width * scale));
  let height = Math.max(1, Math.round(bitmap.height * scale));
  let quality = 0.82;
  for (let attempt = 0; attempt < 8; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && (blob.size <= PHOTO_MAX_BYTES || attempt === 7)) {
      bitmap.close();
      return blob;
    }
    // Lower the quality first, then the size.
    if (quality > 0.5) quality -= 0.12;
    else {
      width = Math.round(width * 0.8);
      height = Math.round(height * 0.8);
    }
  }
  bitmap.close();
  throw new Error('The photo could not be shrunk');
}
