import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { servedFileNamed, type ServedFile } from '../http/served-file';

/** Files of the built renderer: which paths exist, and index.html, kept until it changes on disk. */
export function webFiles(webRoot: string) {
  const root = resolve(webRoot);
  let index: { stamp: string; file: ServedFile } | undefined;
  const fileAt = (urlPath: string): string | undefined => {
    if (urlPath.includes('\0') || urlPath.split('/').some((segment) => segment.startsWith('.'))) return undefined;
    const path = resolve(root, `.${urlPath}`);
    if (!path.startsWith(root + sep)) return undefined;
    try {
      return statSync(path, { throwIfNoEntry: false })?.isFile() ? path : undefined;
    } catch {
      // A path under a file (ENOTDIR), a segment over the file system's limit (ENAMETOOLONG): no such file.
      return undefined;
    }
  };
  return {
    root,
    /** The path of a file inside the web root, relative to it, or undefined for anything missing, hidden or outside. */
    exists: (urlPath: string): string | undefined => (fileAt(urlPath) ? urlPath : undefined),
    /** index.html, read again only after a rebuild (the server fills in the boot data per request). */
    index(): ServedFile | undefined {
      const path = fileAt('/index.html');
      const stats = path ? statSync(path) : undefined;
      if (!path || !stats) return undefined;
      const stamp = `${stats.mtimeMs}:${stats.size}`;
      if (index?.stamp !== stamp) index = { stamp, file: servedFileNamed(readFileSync(path), path) };
      return index.file;
    },
  };
}
