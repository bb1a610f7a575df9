import DOMPurify from 'dompurify';

/** Hotel HTML comes from the hotel's editors; scripts and handlers never reach the DOM. */
export function sanitizeHtml(html: string | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
