import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** File-storage port: a local folder by default; keys are slash-separated paths. */
/** The photo of a destination that has none of its own. */
export const DEFAULT_DESTINATION_IMAGE = 'destination-images/default';

export interface FileStorage {
  put(key: string, content: Buffer | string): Promise<void>;
  /** The stored file name for a key, whatever its extension, or null. */
  locate(key: string): Promise<string | null>;
  /** The content stored under exactly this key, or null. */
  read(key: string): Promise<Buffer | null>;
  root: string;
}

export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`key escapes storage: ${key}`);
    return path;
  };
  return {
    root,
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed into place: a reader never sees half a file, and a file linked
      // from elsewhere (the tests' copies of the demo files) is replaced, not overwritten.
      const partial = join(dirname(path), `.${randomUUID()}.partial`);
      await writeFile(partial, content);
      await rename(partial, path);
    },
    async read(key) {
      const path = pathOf(key);
      return existsSync(path) ? readFile(path) : null;
    },
    async locate(key) {
      const path = pathOf(key);
      const base = path.slice(path.lastIndexOf(sep) + 1);
      // A key with an extension names one file; one without matches that name with any extension.
      if (base.includes('.')) return existsSync(path) ? key : null;
      const folder = dirname(path);
      if (!existsSync(folder)) return null;
      const match = (await readdir(folder)).find((name) => name.startsWith(`${base}.`));
      return match ? `${key.slice(0, key.lastIndexOf('/') + 1)}${match}` : null;
    },
  };
}
