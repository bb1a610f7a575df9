import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { servedFileNamed, type ServedFile } from '../http/served-file';

/** Reads files of the built renderer, kept until the file changes on disk (a rebuild needs no restart). */
export function webFiles(webRoot: string) {
  const root = resolve(webRoot);
  const cache = new Map<string, { stamp: string; file: ServedFile }>();
  return {
    /** A file inside the web root, or undefined for anything missing, hidden or outside it. */
    get(urlPath: string): ServedFile | undefined {
      if (urlPath.includes('\0') || urlPath.split('/').some((segment) => segment.startsWith('.'))) return undefined;
      const path = resolve(root, `.${urlPath}`);
      if (!path.startsWith(root + sep)) return undefined;
      try {
        const stats = statSync(path, { throwIfNoEntry: false });
        if (!stats?.isFile()) return undefined;
        const stamp = `${stats.mtimeMs}:${stats.size}`;
        const cached = cache.get(path);
        if (cached?.stamp === stamp) return cached.file;
        const file = servedFileNamed(readFileSync(path), path);
        cache.set(path, { stamp, file });
        return file;
      } catch {
        // A path under a file (ENOTDIR), a segment over the file system's limit (ENAMETOOLONG): no such file.
        return undefined;
      }
    },
  };
}
