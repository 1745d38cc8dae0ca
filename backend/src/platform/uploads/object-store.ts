import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { amzDate, authorization, sha256Hex, uriEncode } from './sigv4';

/**
 * The uploads store's private side (issue 16: visit photos): a key → bytes store. Disk by default; an S3-compatible
 * bucket when S3_* is configured. Keys are relative paths like '2026-03/<uuid>.jpg'.
 */
export abstract class ObjectStore {
  abstract readonly kind: 'disk' | 's3';
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  abstract get(key: string): Promise<Buffer | null>;
  abstract delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._~\-/]{0,300}$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`Not a storable key: ${key.slice(0, 80)}`);
  return key;
}

/** The default: files under a folder on the server's disk. */
export class DiskObjectStore extends ObjectStore {
  readonly kind = 'disk' as const;
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, checkedKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error('Key escapes the store');
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export interface S3Settings {
  /** The service's address, e.g. https://s3.us-west-2.amazonaws.com or a MinIO/R2 endpoint; path-style requests. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket, e.g. 'visit-photos'. */
  prefix?: string;
  timeoutMs?: number;
  /** The signing time (the real clock: S3 refuses requests more than 15 minutes off). */
  now?: () => Date;
}

/** An S3-compatible bucket over plain HTTP(S): PUT, GET and DELETE Object, each signed with SigV4. */
export class S3ObjectStore extends ObjectStore {
  readonly kind = 's3' as const;

  constructor(private readonly settings: S3Settings) {
    super();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.request('PUT', key, bytes, { 'content-type': contentType });
    if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.request('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }

  private request(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, extra: Record<string, string> = {}): Promise<Response> {
    const { endpoint, bucket, prefix } = this.settings;
    const base = new URL(endpoint);
    const objectKey = [prefix?.replace(/^\/+|\/+$/g, ''), checkedKey(key)].filter(Boolean).join('/');
    const basePath = base.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${uriEncode(bucket)}/${uriEncode(objectKey, true)}`;
    const at = this.settings.now?.() ?? new Date();
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { host: base.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(at), ...extra };
    const auth = authorization(this.settings, { method, path, headers, payloadHash }, at);
    const { host: _host, ...sent } = headers;
    return fetch(`${base.protocol}//${base.host}${path}`, {
      method,
      headers: { ...sent, authorization: auth },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
    });
  }
}

/** S3 when S3_BUCKET and its keys are set, else the disk folder. */
export function chooseObjectStore(
  env: {
    S3_ENDPOINT?: string;
    S3_BUCKET?: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID?: string;
    S3_SECRET_ACCESS_KEY?: string;
    S3_PREFIX?: string;
  },
  diskRoot: string,
): ObjectStore {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket && accessKeyId && secretAccessKey) {
    return new S3ObjectStore({
      endpoint: endpoint ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      bucket,
      region: env.S3_REGION,
      accessKeyId,
      secretAccessKey,
      prefix: env.S3_PREFIX ?? 'visit-photos',
    });
  }
  return new DiskObjectStore(join(diskRoot));
}
