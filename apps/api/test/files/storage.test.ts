import { linkSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localFileStorage } from '../../src/files/storage';

describe('local file storage', () => {
  const folders: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'portal-storage-'));
    folders.push(path);
    return path;
  };
  afterEach(() => folders.splice(0).forEach((path) => rmSync(path, { recursive: true })));

  it('replaces a stored file instead of writing into it, so a link to it elsewhere keeps the old content', async () => {
    const storage = localFileStorage(folder());
    await storage.put('campaign/77/logo.png', 'old logo');
    const elsewhere = join(folder(), 'logo.png');
    linkSync(join(storage.root, 'campaign/77/logo.png'), elsewhere);

    await storage.put('campaign/77/logo.png', 'new logo');

    expect(String(await storage.read('campaign/77/logo.png'))).toBe('new logo');
    expect(readFileSync(elsewhere, 'utf8')).toBe('old logo');
    expect(readdirSync(join(storage.root, 'campaign/77'))).toEqual(['logo.png']);
    expect(await storage.locate('campaign/77/logo')).toBe('campaign/77/logo.png');
  });
});
