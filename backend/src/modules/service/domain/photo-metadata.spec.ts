import { photoTypeOf, stripPhotoMetadata } from './photo-metadata';

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};
const JFIF = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
const EXIF = segment(0xe1, Buffer.from('Exif\0\0GPS 34.4271N 118.4452W', 'latin1'));
const XMP = segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS</x:xmpmeta>', 'latin1'));
const ICC = segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01colour', 'latin1'));
const COMMENT = segment(0xfe, Buffer.from('taken at 24 Orchard Lane', 'latin1'));
const QUANT = segment(0xdb, Buffer.from([0, 1, 2, 3]));
const SCAN = Buffer.concat([segment(0xda, Buffer.from([1, 2, 3])), Buffer.from([0x11, 0xff, 0x00, 0x22, 0xff, 0xd9])]);
const SOI = Buffer.from([0xff, 0xd8]);

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
};
const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('photo metadata stripping', () => {
  it('drops EXIF, XMP and comments from a JPEG and keeps JFIF, the colour profile, tables and the image', () => {
    const photo = Buffer.concat([SOI, JFIF, EXIF, XMP, ICC, COMMENT, QUANT, SCAN]);
    const stripped = stripPhotoMetadata(photo);
    expect(stripped?.type).toBe('image/jpeg');
    expect(stripped?.bytes).toEqual(Buffer.concat([SOI, JFIF, ICC, QUANT, SCAN]));
    expect(stripped?.bytes.toString('latin1')).not.toMatch(/GPS|Orchard|Exif/);
  });
  it('keeps a JPEG without metadata as it was', () => {
    const photo = Buffer.concat([SOI, JFIF, QUANT, SCAN]);
    expect(stripPhotoMetadata(photo)?.bytes).toEqual(photo);
  });
  it('refuses a truncated or broken JPEG', () => {
    expect(stripPhotoMetadata(Buffer.concat([SOI, EXIF.subarray(0, 10)]))).toBeNull();
    expect(stripPhotoMetadata(Buffer.concat([SOI, JFIF, Buffer.from([0x12, 0x34])]))).toBeNull();
  });
  it('drops text, time and EXIF chunks from a PNG', () => {
    const ihdr = chunk('IHDR', Buffer.alloc(13));
    const idat = chunk('IDAT', Buffer.from([1, 2, 3]));
    const iend = chunk('IEND', Buffer.alloc(0));
    const photo = Buffer.concat([PNG_SIG, ihdr, chunk('eXIf', Buffer.from('GPS')), chunk('tEXt', Buffer.from('Location\0x')), idat, iend]);
    expect(stripPhotoMetadata(photo)).toEqual({ type: 'image/png', bytes: Buffer.concat([PNG_SIG, ihdr, idat, iend]) });
  });
  it('knows only JPEG and PNG', () => {
    expect(photoTypeOf(Buffer.from('GIF89a....'))).toBeNull();
    expect(stripPhotoMetadata(Buffer.from('<svg/>'))).toBeNull();
  });
});
