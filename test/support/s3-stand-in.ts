import { createHash, createHmac } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * An S3-compatible store on loopback (path-style: /{bucket}/{key}) that checks every request's SigV4 signature with
 * its own code (not the app's signer): PUT, GET, DELETE Object; a wrong key, a bad signature, a body that does not
 * match x-amz-content-sha256 or a date more than 15 minutes off is refused with S3's XML error.
 */
export class S3StandIn {
  readonly objects = new Map<string, { bytes: Buffer; contentType: string }>();
  readonly refused: string[] = [];
  private server: Server | null = null;
  url = '';

  constructor(
    readonly bucket: string,
    private readonly accessKeyId: string,
    private readonly secretAccessKey: string,
    private readonly region = 'us-east-1',
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private fail(res: ServerResponse, status: number, code: string): void {
    this.refused.push(code);
    res.writeHead(status, { 'Content-Type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
    if (!auth) return this.fail(res, 403, 'AccessDenied');
    const [, keyId, day, region, signedHeaders, signature] = auth;
    if (keyId !== this.accessKeyId) return this.fail(res, 403, 'InvalidAccessKeyId');
    const stamp = String(req.headers['x-amz-date'] ?? '');
    const when = Date.parse(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!stamp.startsWith(day) || region !== this.region || !Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60_000)
      return this.fail(res, 403, 'RequestTimeTooSkewed');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return this.fail(res, 400, 'XAmzContentSHA256Mismatch');
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return this.fail(res, 403, 'AccessDenied');
    const canonical = [
      req.method,
      url.pathname,
      [...url.searchParams]
        .sort()
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&'),
      names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join(''),
      signedHeaders,
      payloadHash,
    ].join('\n');
    const toSign = `AWS4-HMAC-SHA256\n${stamp}\n${day}/${region}/s3/aws4_request\n${createHash('sha256').update(canonical).digest('hex')}`;
    let key: Buffer = createHmac('sha256', `AWS4${this.secretAccessKey}`).update(day).digest();
    for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) return this.fail(res, 403, 'SignatureDoesNotMatch');
    const [, bucket, ...rest] = url.pathname.split('/');
    if (bucket !== this.bucket) return this.fail(res, 404, 'NoSuchBucket');
    const objectKey = rest.map((part) => decodeURIComponent(part)).join('/');
    if (req.method === 'PUT') {
      this.objects.set(objectKey, { bytes: body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if (req.method === 'GET') {
      const object = this.objects.get(objectKey);
      if (!object) return this.fail(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.bytes.length }).end(object.bytes);
    } else if (req.method === 'DELETE') {
      this.objects.delete(objectKey);
      res.writeHead(204).end();
    } else this.fail(res, 405, 'MethodNotAllowed');
  }
}
