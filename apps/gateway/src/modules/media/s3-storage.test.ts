// The S3 adapter against a local S3-compatible server (s3rver, from npm): path-style requests signed with
// Signature V4 (s3rver refuses an unknown access key; it does not recompute the signature).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, type S3Options } from './s3-storage.ts';

const directory = mkdtempSync(join(tmpdir(), 'aura-s3rver-'));
let server: S3rver;
let options: S3Options;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'aura' }],
  });
  const { port } = await server.run();
  // s3rver's own key pair.
  options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'aura',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('keeps, reads and removes files under a prefix', async () => {
    const storage = new S3Storage(options);
    await storage.put('media/one/full.webp', Buffer.from('full'), 'image/webp');
    await storage.put('media/one/thumb.webp', Buffer.from('thumb'), 'image/webp');
    await storage.put('media/two/full.webp', Buffer.from('other'), 'image/webp');
    expect((await storage.get('media/one/full.webp'))?.toString()).toBe('full');
    expect(await storage.get('media/one/blur.webp')).toBeUndefined();
    await storage.removeAll('media/one/');
    expect(await storage.get('media/one/full.webp')).toBeUndefined();
    expect(await storage.get('media/one/thumb.webp')).toBeUndefined();
    expect((await storage.get('media/two/full.webp'))?.toString()).toBe('other');
  });

  it('signs its requests: an unknown key is refused', async () => {
    const storage = new S3Storage({ ...options, accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put('media/x/full.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /answered 403/,
    );
  });

  it('refuses keys that could leave the bucket’s prefix', async () => {
    await expect(new S3Storage(options).get('../other-bucket/x')).rejects.toThrow(/not a storage key/);
  });
});
