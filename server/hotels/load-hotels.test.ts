import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../../common/api/paths';
import { DEFAULT_RESOURCES_DIR } from '../repo-paths';
import { createFixtureResources, removeTempDirs } from '../test-support/fixture-resources';
import { loadHotels } from './load-hotels';

afterAll(() => removeTempDirs());

describe('loadHotels', () => {
  it('loads the shipped demo hotels, each with a structure file for every language it offers', () => {
    const hotels = loadHotels(DEFAULT_RESOURCES_DIR);
    expect(hotels.byName('demo')).toMatchObject({ id: 137, uid: 'demo-137', seed: { installationWindowMinutes: 0 } });
    expect(hotels.byName('seaside')?.seed.installationWindowMinutes).toBe(0);
    expect(hotels.byName('seaside')).toMatchObject({ id: 204, uid: 'seaside-204' });
    for (const hotel of hotels.all) {
      for (const lang of hotel.config.availableLanguages) {
        expect(hotel.contentFiles.has(contentPaths.structure(hotel.uid, lang)), `${hotel.name} ${lang}`).toBe(true);
        expect(hotel.contentFiles.has(contentPaths.structure(hotel.uid, lang, 'Shop')), `${hotel.name} shop ${lang}`).toBe(true);
      }
      expect(hotel.languages.length).toBeGreaterThan(0);
    }
  });

  it('stops the start with the file name when a hotel file is invalid', () => {
    const root = createFixtureResources();
    writeFileSync(join(root, 'hotels', 'demo', 'hotel.json'), JSON.stringify({ name: 'demo', id: 'x' }));
    expect(() => loadHotels(root)).toThrow(/demo[/\\]hotel\.json/);
  });

  it('refuses two hotels with the same id', () => {
    const root = createFixtureResources();
    mkdirSync(join(root, 'hotels', 'copy'));
    writeFileSync(join(root, 'hotels', 'copy', 'hotel.json'), JSON.stringify({
      name: 'copy', id: 137, uid: 'copy-1', config: { defaultLanguage: 'en', availableLanguages: [], guestTypes: [], paymentMethods: [] },
      manifest: { name: 'Copy', icons: [] }, rooms: [],
    }));
    expect(() => loadHotels(root)).toThrow(/same id/);
  });
});
