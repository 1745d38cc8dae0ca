/**
 * A JPEG as a phone camera writes it: JFIF, then an EXIF block with a GPS position, a comment naming the street, a
 * quantisation table and the image scan. Its structure is all the server reads (it strips metadata by bytes).
 */
export function phoneJpeg(fill = 0): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPSLatitude 34.4271 GPSLongitude -118.4452', 'latin1')),
    segment(0xfe, Buffer.from('24 Orchard Lane', 'latin1')),
    segment(0xdb, Buffer.from([0, 1, 2, 3, fill & 0xff])),
    segment(0xda, Buffer.from([1, 2, 3])),
    Buffer.from([0x11, 0x22, 0x33, fill & 0xff, 0xff, 0xd9]),
  ]);
}
