import { detectFile, UPLOAD_LIMITS, uploadRejection } from './file-signature';

const bytes = (...parts: Array<number[] | string>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'ascii') : Buffer.from(p))));

describe('detectFile', () => {
  it('recognises the accepted images and videos by their first bytes', () => {
    expect(detectFile(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'))).toEqual({ kind: 'image', extension: 'png' });
    expect(detectFile(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: 'image', extension: 'jpg' });
    expect(detectFile(bytes('GIF89a', [0, 0]))).toEqual({ kind: 'image', extension: 'gif' });
    expect(detectFile(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual({ kind: 'image', extension: 'webp' });
    expect(detectFile(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toEqual({ kind: 'video', extension: 'mp4' });
    expect(detectFile(bytes([0x1a, 0x45, 0xdf, 0xa3, 1]))).toEqual({ kind: 'video', extension: 'webm' });
  });

  it('rejects anything else, like a Windows program or an SVG', () => {
    expect(detectFile(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull();
    expect(detectFile(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectFile(Buffer.alloc(0))).toBeNull();
    expect(detectFile(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
  });
});

describe('uploadRejection', () => {
  const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const mp4 = bytes([0, 0, 0, 0x18], 'ftypmp42');

  it('accepts a file whose bytes match the declared kind, up to its limit', () => {
    expect(uploadRejection('image', { size: UPLOAD_LIMITS.image.bytes, buffer: png })).toBeNull();
    expect(uploadRejection('video', { size: UPLOAD_LIMITS.video.bytes, buffer: mp4 })).toBeNull();
  });

  it('needs a file', () => {
    expect(uploadRejection('image', undefined)).toEqual({ status: 400, reason: 'choose a file to upload (form field "file")' });
  });

  it("refuses a file over its kind's limit with 413", () => {
    expect(uploadRejection('image', { size: UPLOAD_LIMITS.image.bytes + 1, buffer: png })).toEqual({ status: 413, reason: 'the file is larger than 5 MB' });
    expect(uploadRejection('video', { size: UPLOAD_LIMITS.video.bytes + 1, buffer: mp4 })).toEqual({ status: 413, reason: 'the file is larger than 50 MB' });
  });

  it('refuses bytes of another kind or of no accepted type', () => {
    expect(uploadRejection('image', { size: mp4.length, buffer: mp4 })).toEqual({ status: 400, reason: 'only JPEG, PNG, WebP or GIF images are accepted' });
    expect(uploadRejection('video', { size: png.length, buffer: png })).toEqual({ status: 400, reason: 'only MP4 or WebM videos are accepted' });
    expect(uploadRejection('image', { size: 2, buffer: bytes('MZ') })).toEqual({ status: 400, reason: 'only JPEG, PNG, WebP or GIF images are accepted' });
  });
});
