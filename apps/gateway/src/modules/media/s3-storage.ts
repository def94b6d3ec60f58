import { AwsClient } from 'aws4fetch';
import { checkKey, type FileStorage } from './storage.ts';

export interface S3Options {
  /** `https://s3.eu-central-1.amazonaws.com`, or any S3-compatible server's address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** At most this many keys in one listing (S3's own page size). */
const PAGE = 1000;

/**
 * The file storage on an S3-compatible object store (docs/profiles.md "Storage"): path-style addresses
 * (`<endpoint>/<bucket>/<key>`), every request signed with AWS Signature V4 (aws4fetch, on Node's fetch). Keys are
 * checked as the filesystem's are, so the two adapters take the same keys.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  }

  private url(key: string): string {
    return `${this.base}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  private async ok(response: Response, what: string): Promise<Response> {
    if (!response.ok)
      throw new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': contentType },
    });
    await this.ok(response, `PUT ${key}`);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.client.fetch(this.url(key));
    if (response.status === 404) return undefined;
    await this.ok(response, `GET ${key}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async removeAll(prefix: string): Promise<void> {
    checkKey(prefix);
    for (;;) {
      const query = new URLSearchParams({ 'list-type': '2', prefix, 'max-keys': String(PAGE) });
      const listing = await (
        await this.ok(await this.client.fetch(`${this.base}?${query}`), `LIST ${prefix}`)
      ).text();
      const keys = [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => decodeXml(match[1]!));
      for (const key of keys) {
        const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
        if (response.status !== 404) await this.ok(response, `DELETE ${key}`);
      }
      if (keys.length < PAGE) return;
    }
  }
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
