import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootData, Structure } from '@common/api';
import { useContentStore } from '@renderer/features/content';
import { useDeviceStore } from '@renderer/features/room';
import { useAppStatus } from '@renderer/features/shell';
import { webPlatform, type PlatformApi } from '@renderer/platform';
import { startApp } from './start-app';

const structure = (lang: string): Structure => ({
  pages: { id_10: { id: 10, parentId: 0, type: 'page', title: `About ${lang}` } },
  menu: [{ id: 1, key: 'about', title: 'About', link: '10' }],
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
});

const config = {
  apiUrl: '/api',
  contentUrl: '/content',
  queueUrl: '/queue',
  rcuUrl: '/rcu',
  statUrl: '/stat',
  defaultLanguage: 'en',
  availableLanguages: ['en', 'de', 'ar'],
  guestTypes: [],
  paymentMethods: [],
};

const boot: BootData = {
  hotel: 'demo',
  config,
  identity: { id: 137, uid: 'demo-137' },
  languages: [{ code: 'en', title: 'English' }],
};

const platform: PlatformApi = {
  ...webPlatform,
  kind: 'web',
  getIdentity: vi.fn(),
  getRegistration: vi.fn(async () => null),
  saveRegistration: vi.fn(),
  clearRegistration: vi.fn(),
  getDeviceMode: vi.fn(async () => 'phone' as const),
};

let existing: Record<string, unknown>;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input).replace(/\?r=[^&]*/, '?r=*');
  if (url in existing) return new Response(JSON.stringify(existing[url]));
  return new Response('{"error":"not found"}', { status: 404 });
});
const requested = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/\?r=[^&]*/, '?r=*'));

beforeEach(() => {
  existing = {
    '/content/demo-137/c/struct/struct_en.json': structure('en'),
    '/content/demo-137/c/struct/structShop_en.json': { shops: {} },
    '/api/adminSettings?hotelId=137': { serviceFee: 5 },
    '/content/demo-137/c/channellist.json': [],
    '/content/demo-137/c/radiolist.json': [],
    '/content/demo-137/epg.json': {},
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  useAppStatus.getState().setStatus('loading');
  document.cookie = 'lang=; max-age=0; path=/';
  history.replaceState(null, '', '/');
  window.__STAY_BOOT__ = boot;
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__STAY_BOOT__;
});

const start = (onUnknownHotel = vi.fn()) => startApp({ platform, onUnknownHotel, navigate: vi.fn(), onNavigation: () => () => undefined }).then(() => onUnknownHotel);

describe('startApp', () => {
  it('with inlined boot data fetches content in one wave, no config or lookup', async () => {
    await start();
    expect(useAppStatus.getState().status).toBe('ready');
    expect(requested().slice(0, 3).sort()).toEqual([
      '/api/adminSettings?hotelId=137',
      '/content/demo-137/c/struct/structShop_en.json',
      '/content/demo-137/c/struct/struct_en.json',
    ]);
    expect(requested().some((url) => url.includes('config.json') || url.includes('/api/hotel'))).toBe(false);
    expect(useContentStore.getState().index.byId.get(10)?.title).toBe('About en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dataset.device).toBe('phone');
    expect(useDeviceStore.getState().mode).toBe('phone');
  });

  it('without boot data fetches config, hotel identity and the language list', async () => {
    delete window.__STAY_BOOT__;
    existing['/static/demo/config.json?r=*'] = config;
    existing['/api/hotel?name=demo'] = { id: 137, uid: 'demo-137' };
    existing['/content/demo-137/c/lang.json'] = [{ code: 'en', title: 'English' }];
    await start();
    expect(requested().slice(0, 2)).toEqual(['/static/demo/config.json?r=*', '/api/hotel?name=demo']);
    expect(requested()).toContain('/content/demo-137/c/lang.json');
    expect(useAppStatus.getState().status).toBe('ready');
  });

  it('sends an unknown hotel to its page', async () => {
    delete window.__STAY_BOOT__;
    const onUnknownHotel = await start();
    expect(useAppStatus.getState().status).toBe('unknown-hotel');
    expect(onUnknownHotel).toHaveBeenCalledTimes(1);
  });

  it('tries the cookie language, then falls back when its structure is missing', async () => {
    document.cookie = 'lang=de; path=/';
    await start();
    expect(requested()).toContain('/content/demo-137/c/struct/struct_de.json');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lays Arabic out right to left', async () => {
    existing['/content/demo-137/c/struct/struct_ar.json'] = structure('ar');
    history.replaceState(null, '', '/?lang=ar');
    await start();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('leaves channels, radio and the TV guide alone on a phone, and loads them on a tablet', async () => {
    const media = ['/content/demo-137/c/channellist.json', '/content/demo-137/c/radiolist.json', '/content/demo-137/epg.json'];
    await start();
    await new Promise((done) => setTimeout(done, 50));
    expect(requested().filter((url) => media.includes(url))).toEqual([]);

    fetchMock.mockClear();
    vi.mocked(platform.getDeviceMode).mockResolvedValueOnce('tablet');
    await start();
    await vi.waitFor(() => expect(requested().filter((url) => media.includes(url)).sort()).toEqual(media.sort()));
  });

  it('shows the error page when the structure cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    existing = {};
    fetchMock.mockImplementationOnce(async () => new Response('boom', { status: 503 }));
    await start();
    expect(useAppStatus.getState()).toMatchObject({ status: 'error', error: { status: 503 } });
  });
});
