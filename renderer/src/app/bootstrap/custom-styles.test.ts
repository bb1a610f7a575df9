import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCustomStyles, sha1Hex } from './custom-styles';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const links = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
const styles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);

describe('custom styles', () => {
  it('hashes text with SHA-1', async () => {
    expect(await sha1Hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });

  it('applies both stylesheets, keeps the SHA-1 of their text for the session, then links them cache-busted by it', async () => {
    fetchMock.mockImplementation(async (url) => new Response(String(url).includes('vars') ? ':root{--a:1}' : 'body{}'));
    await applyCustomStyles('demo', true);
    const varsHash = await sha1Hex(':root{--a:1}');
    const cssHash = await sha1Hex('body{}');
    expect(styles()).toEqual([':root{--a:1}', 'body{}']);
    expect(links()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('stay.cssHash.custom.css')).toBe(cssHash);

    document.head.innerHTML = '';
    fetchMock.mockClear();
    await applyCustomStyles('demo', true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(links()).toEqual([`/static/demo/custom-vars.css?h=${varsHash}`, `/static/demo/custom.css?h=${cssHash}`]);
  });

  it('skips an empty or failing stylesheet without failing the app', async () => {
    fetchMock.mockImplementation(async (url) => (String(url).includes('vars') ? new Response('', { status: 500 }) : new Response('  ')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(applyCustomStyles('demo', true)).resolves.toBeUndefined();
    expect(links()).toEqual([]);
    expect(styles()).toEqual([]);
  });

  it('adds the demo customisation stylesheet of custom hotel data after the hotel\'s own', async () => {
    fetchMock.mockImplementation(async (url) => new Response(String(url).includes('/custom/') ? ':root{--accent:#7fd6c2}' : 'body{}'));
    await applyCustomStyles('demo', false, 'aurora');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/static/demo/custom.css', '/static/demo/custom/aurora.css']);
    expect(styles()).toEqual(['body{}', ':root{--accent:#7fd6c2}']);
    expect(document.getElementById('stay-custom-hotel-aurora-css')).not.toBeNull();
  });
});
