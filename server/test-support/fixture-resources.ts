import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const created: string[] = [];

/** A temp dir that `removeTempDirs` deletes; call that once whatever used the dir is closed. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `stay-${prefix}-`));
  created.push(dir);
  return dir;
}

export function removeTempDirs(dirs: string[] = created.splice(0)): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

const guest = (room: string, guestName: string, extra: Record<string, unknown> = {}) => ({
  room, guestName, guestFirstName: 'Test', guestTitle: 'Ms', groups: [], lang: 'en', ...extra,
});

export const FIXTURE_HOTELS = {
  demo: {
    name: 'demo', id: 137, uid: 'demo-137', installationWindowMinutes: 480,
    config: {
      defaultLanguage: 'en', availableLanguages: ['en', 'de'],
      guestTypes: ['resident', 'pmsnum', 'pmsnum-name', 'notResident', 'email-pin'],
      paymentMethods: [{ type: 'pos', guestType: 'resident' }],
      allowedFrameOrigins: ['https://maps.example.com', 'javascript:alert(1)'],
      meta: { title: 'Demo </script><script>alert(1)</script><!--' },
    },
    manifest: { name: 'Demo', icons: [{ src: '/content/demo-137/media/logo.svg', sizes: '512x512', type: 'image/svg+xml' }] },
    serviceFee: 10,
    rooms: [{ number: '101', tvIndexes: ['0', '1'] }, { number: '102', tvIndexes: ['0'] }, { number: '103', tvIndexes: ['0'] }],
    guests: [
      guest('101', 'Smith', { pmsregnum: 'B1001', email: 'anna@example.com', pin: '4321', groups: ['vip'] }),
      guest('102', "O'Neil</script>", { pmsregnum: 'B1002', lang: 'de' }),
    ],
    roomControl: {
      devices: [
        { id: 'ceiling', type: 'dimmer', title: 'Ceiling light' },
        { id: 'curtains', type: 'dimmer', kind: 'curtain', title: 'Curtains' },
        { id: 'climate', type: 'fcu', title: 'Air conditioning' },
        { id: 'floor', type: 'fcutemponly', title: 'Bathroom floor' },
        { id: 'speaker', type: 'sound', title: 'Bathroom speaker' },
        { id: 'panel', type: 'language', title: 'Wall panel' },
      ],
    },
  },
  seaside: {
    name: 'seaside', id: 204, uid: 'seaside-204',
    config: { defaultLanguage: 'fr', availableLanguages: ['fr'], guestTypes: ['pmsnum-name'], paymentMethods: [] },
    manifest: { name: 'Seaside', icons: [] },
    serviceFee: 5,
    rooms: [{ number: '201', tvIndexes: ['0'] }],
    guests: [guest('201', 'Dupont', { pmsregnum: 'S2001', lang: 'fr' })],
  },
} as const;

const page = (id: number, title: string) => ({ id, parentId: 0, type: 'page', title });

/** A small resources tree in a temp dir, so server tests do not depend on the shipped demo content. */
export function createFixtureResources(): string {
  const root = tempDir('resources');
  for (const hotel of Object.values(FIXTURE_HOTELS)) {
    const dir = join(root, 'hotels', hotel.name);
    for (const sub of ['content', 'static', 'media']) mkdirSync(join(dir, sub), { recursive: true });
    writeFileSync(join(dir, 'hotel.json'), JSON.stringify(hotel));
    const langs = hotel.config.availableLanguages;
    const json = (name: string, value: unknown) => writeFileSync(join(dir, 'content', name), JSON.stringify(value));
    json('lang.json', langs.map((code) => ({ code, title: code.toUpperCase() })));
    for (const lang of langs) {
      const pages = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`id_${i + 1}`, page(i + 1, `${lang} page ${i + 1}`)]));
      json(`struct_${lang}.json`, { pages, menu: [], config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } } });
      json(`structShop_${lang}.json`, { shops: {} });
    }
    json('channellist.json', [{ id: 1, name: 'News', category: 'news', language: 'en', index: 1, src: '' }]);
    json('radiolist.json', []);
    writeFileSync(join(dir, 'tv-guide.json'), JSON.stringify({ '1': [{ title: 'News', minutes: 60 }] }));
    writeFileSync(join(dir, 'static', 'custom.css'), `body{--hotel:${hotel.name}}`);
    mkdirSync(join(dir, 'static', 'custom'));
    writeFileSync(join(dir, 'static', 'custom', 'aurora.css'), `:root{--accent:#${hotel.id}}`);
    writeFileSync(join(dir, 'media', 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${hotel.name}</title></svg>`);
  }
  return root;
}

export function createFixtureWebRoot(indexHtml = '<!doctype html><html><head><!--stay-boot--></head><body></body></html>'): string {
  const root = tempDir('web');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), indexHtml);
  const asset = `console.log(${JSON.stringify('x'.repeat(3000))});`;
  // As the build writes it: the file, and beside it its brotli and gzip forms.
  writeFileSync(join(root, 'assets', 'index-abc123.js'), asset);
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(asset));
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(asset));
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(root, 'operator'));
  writeFileSync(join(root, 'operator', 'index.html'), '<!doctype html><title>Stay front desk</title>');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  return root;
}

export const tempDataDir = (): string => tempDir('data');
