import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FsStorage, checkKey } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'aura-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('FsStorage', () => {
  it('keeps, reads and removes files under its root', async () => {
    const storage = new FsStorage(join(root, 'files'));
    await storage.put('media/abc/full.webp', Buffer.from('one'), 'image/webp');
    expect((await storage.get('media/abc/full.webp'))?.toString()).toBe('one');
    expect(await storage.get('media/abc/thumb.webp')).toBeUndefined();
    await storage.removeAll('media/abc/');
    expect(await storage.get('media/abc/full.webp')).toBeUndefined();
  });

  it.each([
    '../escape',
    'media/../../etc/passwd',
    '/etc/passwd',
    'media/./x',
    'Media/X',
    'media\\x',
    '',
    'a//b',
  ])('refuses the key %j', async (key) => {
    expect(() => checkKey(key)).toThrow(/not a storage key/);
    const storage = new FsStorage(join(root, 'files'));
    await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
  });
});
