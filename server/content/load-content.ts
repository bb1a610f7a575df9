import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../common/api/config';
import { contentPaths } from '../../common/api/paths';
import { servedFile, servedFileNamed, type ServedFile } from '../http/served-file';

const STRUCTURE_FILE = /^struct(Shop)?_([a-z]{2,3}(?:-[a-z]{2,4})?)\.json$/;
const NAMED: Readonly<Record<string, (uid: string) => string>> = {
  'lang.json': (uid) => contentPaths.languages(uid),
  'channellist.json': (uid) => contentPaths.channels(uid),
  'radiolist.json': (uid) => contentPaths.radio(uid),
  'iconlist.json': (uid) => contentPaths.icons(uid),
};
const MEDIA_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

export interface LoadedContent {
  files: Map<string, ServedFile>;
  hash: string;
  languages: Language[];
}

/** Reads a hotel's content and media folders into memory, keyed by their paths under the content host. */
export function loadContent(hotelDir: string, uid: string): LoadedContent {
  const files = new Map<string, ServedFile>();
  const contentDir = join(hotelDir, 'content');
  for (const name of listFiles(contentDir)) {
    if (!name.endsWith('.json')) continue;
    const body = readFileSync(join(contentDir, name));
    parseJson(body, join(contentDir, name));
    files.set(contentPathOf(name, uid), servedFileNamed(body, name));
  }
  const mediaDir = join(hotelDir, 'media');
  for (const name of listFiles(mediaDir)) {
    if (MEDIA_FILE.test(name)) files.set(`/${uid}/media/${name}`, servedFileNamed(readFileSync(join(mediaDir, name)), name));
  }
  const hash = contentHashOf(files);
  files.set(contentPaths.hash(uid), servedFile(hash, 'text/plain; charset=utf-8'));
  const langFile = files.get(contentPaths.languages(uid));
  return { files, hash, languages: langFile ? languagesOf(parseJson(langFile.body, 'lang.json')) : [] };
}

/** Paths are hashed with the bytes, so renaming or moving a file changes the hash too. */
function contentHashOf(files: Map<string, ServedFile>): string {
  const hash = createHash('sha1');
  for (const [path, file] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${path}\0`).update(file.body);
  return hash.digest('hex');
}

function contentPathOf(name: string, uid: string): string {
  const structure = STRUCTURE_FILE.exec(name);
  if (structure) return contentPaths.structure(uid, structure[2] ?? '', structure[1] ? 'Shop' : '');
  return NAMED[name]?.(uid) ?? `/${uid}/c/${name}`;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile()).sort();
}

function parseJson(body: Buffer, where: string): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new Error(`Content file ${where} is not valid JSON: ${(error as Error).message}`);
  }
}

function languagesOf(value: unknown): Language[] {
  const list = Array.isArray(value) ? value : (value as { languages?: unknown })?.languages;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Language => typeof item?.code === 'string' && typeof item?.title === 'string',
  ).map(({ code, title }) => ({ code, title }));
}
