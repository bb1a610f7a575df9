import type { AdminSettings, HotelConfig, Language, ShopStructure, Structure } from '@common/api';
import { languageCandidates, pickLanguage, withFallbacks, type LanguageSources } from '@renderer/features/language';
import { ApiError, fetchAdminSettings, fetchLanguages, fetchShopStructure, fetchStructure, isNotFound } from '@renderer/lib/api';
import { loadDictionary } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';

interface LanguageContent {
  structure: Structure;
  shop: ShopStructure | null;
}

export interface ContentWave extends LanguageContent {
  lang: string;
  languages: Language[];
  adminSettings: AdminSettings | null;
}

/** Trying a language is fetching its content: a 404 structure means the language does not exist. */
async function loadLanguage(uid: string, lang: string): Promise<LanguageContent | null> {
  try {
    const [structure, shop] = await Promise.all([
      fetchStructure(uid, lang),
      fetchShopStructure(uid, lang).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error))),
      loadDictionary(lang),
    ]);
    return { structure, shop };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function soft<T>(what: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    log('warn', `${what} not loaded`, error);
    return null;
  });
}

/** One parallel wave: structure, shop structure and dictionary of the chosen language, admin settings, languages. */
export async function loadContentWave(
  target: { uid: string; hotelId: number; config: HotelConfig; languages: Language[] | null },
  sources: LanguageSources,
): Promise<ContentWave> {
  const available = target.config.availableLanguages ?? [];
  const candidates = withFallbacks(languageCandidates(sources, available), target.config.defaultLanguage);
  const [picked, adminSettings, languages] = await Promise.all([
    pickLanguage(candidates, (lang) => loadLanguage(target.uid, lang)),
    soft('admin settings', fetchAdminSettings(target.hotelId)),
    target.languages ? Promise.resolve(target.languages) : soft('language list', fetchLanguages(target.uid)),
  ]);
  if (!picked) throw new ApiError(`No content for ${candidates.join(', ')}`, 404);
  const list = languages ?? picked.value.structure.languages ?? [];
  const shown = available.length > 0 ? list.filter((l) => available.includes(l.code)) : list;
  return { lang: picked.lang, ...picked.value, languages: shown, adminSettings };
}
