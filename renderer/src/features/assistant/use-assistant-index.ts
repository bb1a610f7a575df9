import { useEffect, useState } from 'react';
import { buildDocuments } from '@common/assistant/documents';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useIsLoggedIn } from '@renderer/features/auth';
import { isVisible, useAudience, useContentStore } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { billDoc, withKeywords, type Keywords } from './keywords';
import { languageTools } from './language-tools';
import { createIndex, type AssistantIndex } from './search-index';

/**
 * The search index over what this guest may see of the hotel's content (groups and device, as the menu shows
 * it), in the content's language, rebuilt when the content, the language or the guest changes.
 */
export function useAssistantIndex(): AssistantIndex | null {
  const t = useT();
  const structure = useContentStore((s) => s.structure);
  const shop = useContentStore((s) => s.shop);
  const lang = useLanguageStore((s) => s.language);
  const audience = useAudience();
  const loggedIn = useIsLoggedIn();
  const [built, setBuilt] = useState<AssistantIndex | null>(null);

  useEffect(() => {
    if (!structure) return;
    let live = true;
    const keywords: Keywords = {
      hours: t('assistant.keywords.hours'),
      price: t('assistant.keywords.price'),
      order: t('assistant.keywords.order'),
      wakeUp: t('assistant.keywords.wakeUp'),
      bill: t('assistant.keywords.bill'),
      orders: t('assistant.keywords.orders'),
      messages: t('assistant.keywords.messages'),
    };
    languageTools(lang).then(
      (tools) => {
        const docs = buildDocuments(structure, shop, lang, {
          page: (page) => isVisible(page, audience),
          // The mobile key shows only to a guest who has one; the assistant never points at it.
          menu: (entry) => entry.type !== 'mobileKey' && isVisible(entry, audience),
        });
        const all = withKeywords(loggedIn ? [...docs, billDoc(t('assistant.bill.title'))] : docs, keywords);
        if (live) setBuilt(createIndex(all, tools));
      },
      (error: unknown) => log('error', 'assistant index failed', error),
    );
    return () => {
      live = false;
    };
  }, [structure, shop, lang, audience, loggedIn, t]);

  return built;
}
