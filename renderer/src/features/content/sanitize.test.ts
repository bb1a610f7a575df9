import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('strips scripts and inline handlers but keeps the text and markup', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Breakfast <b>7–10</b></p><script>alert(1)</script>');
    expect(clean).toBe('<p>Breakfast <b>7–10</b></p>');
  });

  it('removes javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('answers an empty string for no text', () => {
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
