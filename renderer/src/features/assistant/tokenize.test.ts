import { describe, expect, it } from 'vitest';
import { languageTools } from './language-tools';
import { contentWordsOf, formsOf, splitWords } from './tokenize';

describe('words', () => {
  it('splits languages without spaces with Intl.Segmenter', () => {
    expect(splitWords('早餐几点开始？', 'zh')).toEqual(['早餐', '几点', '开始']);
    expect(splitWords('朝食は何時ですか', 'ja').length).toBeGreaterThan(1);
  });

  it('keeps hyphenated words whole as well as in parts', () => {
    expect(splitWords('Free Wi-Fi, late check-out', 'en')).toEqual(['Free', 'Wi', 'Fi', 'late', 'check', 'out', 'WiFi', 'checkout']);
  });

  it('stems per language and drops accents after stemming, keeping the word as written too', async () => {
    const en = await languageTools('en');
    const ru = await languageTools('ru');
    const de = await languageTools('de');
    const fr = await languageTools('fr');
    expect(formsOf('Parking', en)).toEqual(['park', 'parking']);
    expect(formsOf('завтраки', ru)[0]).toBe(formsOf('завтрак', ru)[0]);
    expect(formsOf('Frühstück', de)[0]).toBe('fruhstuck');
    expect(formsOf('déjeuner', fr)).toEqual(formsOf('dejeuner', fr));
  });

  it('leaves out stop words and question words, and repeats, from what a question asks', async () => {
    const en = await languageTools('en');
    expect(contentWordsOf('When is the breakfast, the breakfasts?', en)).toEqual([['breakfast']]);
    const de = await languageTools('de');
    expect(contentWordsOf('Wann gibt es Frühstück?', de)).toEqual([['fruhstuck']]);
  });

  it('keeps the words of a language it has no tools for', async () => {
    const ja = await languageTools('ja');
    expect(formsOf('Hotel', ja)).toEqual(['hotel']);
  });
});
