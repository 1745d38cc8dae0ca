import { authorization, sha256Hex, uriEncode } from './sigv4';

describe('SigV4 signing (S3)', () => {
  // AWS's documented example: "GET Object" in "Signature Calculations for the Authorization Header" (S3 API reference).
  it("signs AWS's documented GET /test.txt example to its published signature", () => {
    const header = authorization(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': sha256Hex(''),
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: sha256Hex(''),
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes keys as SigV4 wants (spaces, unicode; slashes only when asked)', () => {
    expect(uriEncode('a b/ü~.jpg')).toBe('a%20b%2F%C3%BC~.jpg');
    expect(uriEncode('a b/ü~.jpg', true)).toBe('a%20b/%C3%BC~.jpg');
  });
});
