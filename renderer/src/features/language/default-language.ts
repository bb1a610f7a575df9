import type { HotelConfig } from '@common/api';
import { SUPPORTED_LANGUAGES } from '@common/spec';
import { sendErrorReport } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';
import { normalizeLanguage } from './choose-language';

/** The config's default language must be a supported code, and one of availableLanguages when that is set. */
export function defaultLanguageProblem(config: Pick<HotelConfig, 'defaultLanguage' | 'availableLanguages'>): string | null {
  const code = normalizeLanguage(config.defaultLanguage);
  if (!code || !(SUPPORTED_LANGUAGES as readonly string[]).includes(code)) {
    return `Invalid default language '${config.defaultLanguage ?? ''}': not a supported language code`;
  }
  const available = (config.availableLanguages ?? []).map(normalizeLanguage);
  if (available.length > 0 && !available.includes(code)) {
    return `Invalid default language '${code}': not in availableLanguages (${available.join(', ')})`;
  }
  return null;
}

/** Part 1 §8: an invalid default language is reported to the error-reporting service. */
export function reportInvalidDefaultLanguage(config: Pick<HotelConfig, 'defaultLanguage' | 'availableLanguages'>): boolean {
  const problem = defaultLanguageProblem(config);
  if (!problem) return false;
  log('error', problem);
  sendErrorReport(problem).catch((error: unknown) => log('warn', 'error report not sent', error));
  return true;
}
