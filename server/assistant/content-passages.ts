import type { ShopStructure, Structure } from '../../common/api/content';
import { contentPaths } from '../../common/api/paths';
import { buildDocuments, type AssistantDoc } from '../../common/assistant/documents';
import { passageText } from '../../common/assistant/passages';
import type { Hotel } from '../hotels/hotel';

export interface Passage {
  id: string;
  text: string;
}

const cache = new WeakMap<Hotel, Map<string, Map<string, Passage>>>();

function parse<T>(hotel: Hotel, path: string): T | null {
  const file = hotel.contentFiles.get(path);
  if (!file) return null;
  try {
    return JSON.parse(file.body.toString('utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The passages of a hotel's content in one language, by document id, built with the same code as the app's
 * index from the structure files the server serves. Content is loaded at start, so each language is built once.
 */
export function contentPassages(hotel: Hotel, lang: string): Map<string, Passage> | null {
  let byLang = cache.get(hotel);
  if (!byLang) cache.set(hotel, (byLang = new Map()));
  const known = byLang.get(lang);
  if (known) return known;
  const structure = parse<Structure>(hotel, contentPaths.structure(hotel.uid, lang));
  if (!structure?.pages) return null;
  const shop = parse<ShopStructure>(hotel, contentPaths.structure(hotel.uid, lang, 'Shop'));
  const docs: AssistantDoc[] = buildDocuments({ pages: structure.pages, menu: [] }, shop, lang);
  const passages = new Map(docs.map((doc) => [doc.id, { id: doc.id, text: passageText(doc, structure.config?.currency) }]));
  byLang.set(lang, passages);
  return passages;
}
