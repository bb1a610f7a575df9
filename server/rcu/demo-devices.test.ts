// Every rcu item of the demo hotels' content drives a device its hotel's room controller has.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Structure } from '../../common/api';
import { hotelFileSchema } from '../hotels/hotel-file-schema';

const HOTELS_DIR = fileURLToPath(new URL('../../resources/hotels', import.meta.url));
const hotels = readdirSync(HOTELS_DIR).filter((d) => statSync(join(HOTELS_DIR, d)).isDirectory());
const LINK_TYPES = ['im', 'tvRemote'];

describe.each(hotels)('room control of %s', (name) => {
  const dir = join(HOTELS_DIR, name);
  const hotel = hotelFileSchema.parse(JSON.parse(readFileSync(join(dir, 'hotel.json'), 'utf8')));
  const structures = readdirSync(join(dir, 'content')).filter((f) => /^struct_\w+\.json$/.test(f));

  it.each(structures)('%s names only devices of the hotel’s rooms', (file) => {
    const structure = JSON.parse(readFileSync(join(dir, 'content', file), 'utf8')) as Structure;
    const items = Object.values(structure.pages).filter((p) => p.type === 'rcuItem');
    if (items.length === 0) return;
    expect(structure.rcu, 'the structure names its rcu page').toBeDefined();
    const devices = new Map((hotel.roomControl?.devices ?? []).map((d) => [d.id, d]));
    for (const item of items) {
      expect(structure.pages[`id_${item.parentId}`]?.type, `parent of ${item.id}`).toBe('rcu');
      const type = item.itemType?.replace(/Mini$/, '') ?? '';
      if (LINK_TYPES.includes(type)) continue;
      const device = devices.get(String(item.params?.device));
      expect(device, `device of item ${item.id}`).toBeDefined();
      expect(device?.type, `type of item ${item.id}`).toBe(type);
      expect(device?.kind ?? 'light', `kind of item ${item.id}`).toBe(item.params?.kind ?? 'light');
    }
  });
});
