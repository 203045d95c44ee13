import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaStorage } from './media-storage.ts';

/**
 * Media in a folder (DATA_DIR/media by default). Writes go to a temp name beside the target and are
 * renamed into place, so a crash or a failed write never leaves half a file under a real key.
 * @param root the folder (created on first write)
 */
export function folderStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, ...key.split('/'));
    // Keys are ours (storage-keys.ts); this is the last line of defence all the same.
    if (path !== base && !path.startsWith(base + sep)) throw new Error(`Storage key outside the folder: ${key}`);
    return path;
  };
  const atomically = async (key: string, write: (temp: string) => Promise<void>) => {
    const target = pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.tmp-${randomBytes(6).toString('hex')}`;
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };
  return {
    kind: 'folder',
    putFile: (key, localPath) => atomically(key, (temp) => copyFile(localPath, temp)),
    putBytes: (key, bytes) => atomically(key, (temp) => writeFile(temp, bytes)),
    async open(key) {
      const path = pathOf(key);
      try {
        const { size, isFile } = await stat(path).then((s) => ({ size: s.size, isFile: s.isFile() }));
        if (!isFile) return null;
        return { stream: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      // Prefixes are folders (`site/file/`): remove the folder.
      await rm(join(pathOf(prefix.replace(/\/$/, ''))), { recursive: true, force: true });
    },
  };
}
