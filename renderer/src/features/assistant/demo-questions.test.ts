import { describe, expect, it } from 'vitest';
import type { ShopStructure, Structure } from '@common/api';
import { buildDocuments } from '@common/assistant/documents';
import { de } from '@renderer/locales/de';
import { en } from '@renderer/locales/en';
import { ru } from '@renderer/locales/ru';
import questionSet from '@resources/hotels/demo/assistant-questions.json';
import shopDe from '@resources/hotels/demo/content/structShop_de.json';
import shopEn from '@resources/hotels/demo/content/structShop_en.json';
import shopRu from '@resources/hotels/demo/content/structShop_ru.json';
import structDe from '@resources/hotels/demo/content/struct_de.json';
import structEn from '@resources/hotels/demo/content/struct_en.json';
import structRu from '@resources/hotels/demo/content/struct_ru.json';
import { answerQuestion } from './answer';
import { withKeywords } from './keywords';
import { languageTools } from './language-tools';
import { createIndex, type AssistantIndex } from './search-index';

interface QuestionSet {
  questions: { lang: string; question: string; page: number }[];
  unanswerable: { lang: string; question: string }[];
}

const CONTENT: Record<string, { structure: Structure; shop: ShopStructure }> = {
  en: { structure: structEn as unknown as Structure, shop: shopEn as unknown as ShopStructure },
  ru: { structure: structRu as unknown as Structure, shop: shopRu as unknown as ShopStructure },
  de: { structure: structDe as unknown as Structure, shop: shopDe as unknown as ShopStructure },
};
const set = questionSet as QuestionSet;
const KEYWORDS = { en: en.assistant.keywords, ru: ru.assistant.keywords, de: de.assistant.keywords } as Record<string, typeof en.assistant.keywords>;

async function demoIndex(lang: string): Promise<AssistantIndex> {
  const { structure, shop } = CONTENT[lang]!;
  return createIndex(withKeywords(buildDocuments(structure, shop, lang), KEYWORDS[lang]!), await languageTools(lang));
}

describe('the demo question set', () => {
  it('has at least 60 questions in English, Russian and German, each naming a page of the demo content', () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(set.questions.map((q) => q.lang))).toEqual(new Set(['en', 'ru', 'de']));
    for (const lang of ['en', 'ru', 'de']) {
      const pages = CONTENT[lang]!.structure.pages;
      for (const q of set.questions.filter((entry) => entry.lang === lang)) expect(pages[`id_${q.page}`], q.question).toBeDefined();
    }
  });

  it('finds the right source page first for at least 90 % of the questions', async () => {
    const indexes = new Map<string, AssistantIndex>();
    for (const lang of ['en', 'ru', 'de']) indexes.set(lang, await demoIndex(lang));
    const misses: string[] = [];
    for (const { lang, question, page } of set.questions) {
      const answer = answerQuestion(indexes.get(lang)!, question);
      const got = answer.status === 'found' ? answer.hit?.doc.pageId : undefined;
      if (got !== page) misses.push(`${lang} "${question}": expected ${page}, got ${got ?? 'reception'}${answer.hit ? ` (${answer.hit.doc.title}, coverage ${answer.hit.coverage.toFixed(2)})` : ''}`);
    }
    const share = (set.questions.length - misses.length) / set.questions.length;
    console.info(`assistant question set: ${set.questions.length - misses.length} of ${set.questions.length} right first (${(share * 100).toFixed(1)} %)`);
    if (misses.length > 0) console.info(misses.join('\n'));
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it('offers the questions the content cannot answer to reception', async () => {
    for (const { lang, question } of set.unanswerable) {
      const answer = answerQuestion(await demoIndex(lang), question);
      expect(answer.status, `${lang} "${question}" → ${answer.hit?.doc.title}`).toBe('unsure');
    }
  });
});
