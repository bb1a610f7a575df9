import { sanitizeHtml } from '../sanitize';

export function HtmlText({ html }: { html: string | undefined }) {
  if (!html) return null;
  return <div className="html-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
