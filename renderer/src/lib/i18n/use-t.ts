import { useCallback, useSyncExternalStore } from 'react';
import type { TranslationKey } from '@renderer/locales/types';
import { i18n, translate } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}

const snapshot = () => i18n.language;

/** Re-renders on a language change; `t` only accepts keys of the English dictionary. */
export function useT(): (key: TranslationKey, options?: Record<string, unknown>) => string {
  const language = useSyncExternalStore(subscribe, snapshot, snapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` per language re-renders memoised children
  return useCallback((key, options) => translate(key, options), [language]);
}
