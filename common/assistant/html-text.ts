/*
 * The hotel's HTML as plain sentences, for searching and quoting. Nothing here is ever rendered as HTML: the
 * assistant shows text, so tags only tell where one block of text ends and the next begins.
 */
const DROPPED = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const BLOCK = /<\/?(?:p|div|li|ul|ol|dl|dt|dd|h[1-6]|br|hr|tr|td|th|table|section|article|blockquote|figure|figcaption|header|footer|img)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', laquo: '«', raquo: '»', hellip: '…', euro: '€' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** Blocks of text (paragraphs, list items, headings) in document order, whitespace collapsed. */
export function htmlBlocks(html: string | undefined): string[] {
  if (!html) return [];
  return decodeEntities(html.replace(DROPPED, ' ').replace(BLOCK, '\n').replace(TAG, ''))
    .split('\n')
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block.length > 0);
}

/** A block cut into sentences the way the language cuts them (`Intl.Segmenter`), so a quote is whole sentences. */
export function sentencesOf(block: string, lang: string): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  return [...segmenter.segment(block)].map((part) => part.segment.trim()).filter((sentence) => sentence.length > 0);
}

export const htmlSentences = (html: string | undefined, lang: string): string[] =>
  htmlBlocks(html).flatMap((block) => sentencesOf(block, lang));
