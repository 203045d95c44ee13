import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files under `dir` (relative paths, sorted) and their total size; none when it does not exist. */
export function listFiles(dir: string): { files: string[]; bytes: number } {
  const files: string[] = [];
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        files.push(child);
        bytes += statSync(path.join(dir, child)).size;
      }
    }
  };
  walk('');
  return { files: files.sort(), bytes };
}

/** Whether `dir` is missing or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}
