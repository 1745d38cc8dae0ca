export type UploadKind = 'image' | 'video';

export interface DetectedFile {
  kind: UploadKind;
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'mp4' | 'webm';
}

/** Per kind, the largest file accepted. */
export const UPLOAD_LIMITS: Record<UploadKind, { bytes: number; label: string; accepted: string }> = {
  image: { bytes: 5 * 1024 * 1024, label: '5 MB', accepted: 'JPEG, PNG, WebP or GIF images' },
  video: { bytes: 50 * 1024 * 1024, label: '50 MB', accepted: 'MP4 or WebM videos' },
};

const starts = (buffer: Buffer, bytes: number[], offset = 0) => buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the file's first bytes say it is, whatever its name or declared type claim. */
export function detectFile(buffer: Buffer): DetectedFile | null {
  if (starts(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', extension: 'png' };
  if (starts(buffer, [0xff, 0xd8, 0xff])) return { kind: 'image', extension: 'jpg' };
  if (starts(buffer, ascii('GIF87a')) || starts(buffer, ascii('GIF89a'))) return { kind: 'image', extension: 'gif' };
  if (starts(buffer, ascii('RIFF')) && starts(buffer, ascii('WEBP'), 8)) return { kind: 'image', extension: 'webp' };
  if (starts(buffer, ascii('ftyp'), 4)) return { kind: 'video', extension: 'mp4' };
  if (starts(buffer, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', extension: 'webm' };
  return null;
}

/** Why an upload of that kind is refused (status and reason), or null when it is accepted: missing, too large, or not what its bytes say. */
export function uploadRejection(kind: UploadKind, file: { size: number; buffer: Buffer } | undefined): { status: 400 | 413; reason: string } | null {
  if (!file) return { status: 400, reason: 'choose a file to upload (form field "file")' };
  const limit = UPLOAD_LIMITS[kind];
  if (file.size > limit.bytes) return { status: 413, reason: `the file is larger than ${limit.label}` };
  const detected = detectFile(file.buffer);
  if (!detected || detected.kind !== kind) return { status: 400, reason: `only ${limit.accepted} are accepted` };
  return null;
}
