import { detectFile } from './file-signature';

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
