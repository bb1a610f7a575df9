import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HotelManifest } from '../../common/api/config';
import { loadContent } from '../content/load-content';
import { hotelConfigOf, loadStaticFiles } from '../static/static-files';
import { hotelFileSchema } from './hotel-file-schema';
import { hotelDirectory, type Hotel, type HotelDirectory } from './hotel';

/** Loads every `resources/hotels/{hotel}/hotel.json` with its content; a broken hotel file stops the start. */
export function loadHotels(resourcesDir: string): HotelDirectory {
  const root = join(resourcesDir, 'hotels');
  if (!existsSync(root)) return hotelDirectory([]);
  const hotels = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'hotel.json')))
    .map((entry) => loadHotel(join(root, entry.name)));
  assertUnique(hotels);
  return hotelDirectory(hotels);
}

function loadHotel(dir: string): Hotel {
  const parsed = hotelFileSchema.safeParse(JSON.parse(readFileSync(join(dir, 'hotel.json'), 'utf8')));
  if (!parsed.success) throw new Error(`${join(dir, 'hotel.json')}: ${parsed.error.message}`);
  const file = parsed.data;
  const config = hotelConfigOf(file);
  const manifest = file.manifest as unknown as HotelManifest;
  const content = loadContent(dir, file.uid);
  return {
    name: file.name,
    id: file.id,
    uid: file.uid,
    config,
    manifest,
    serviceFee: file.serviceFee,
    languages: content.languages,
    seed: { installationWindowMinutes: file.installationWindowMinutes, rooms: file.rooms, guests: file.guests, loyaltyAccounts: file.loyaltyAccounts },
    baseToken: file.baseToken,
    slotCapacity: file.slotCapacity,
    staticFiles: loadStaticFiles(dir, file.name, config, manifest),
    contentFiles: content.files,
    contentHash: content.hash,
    ...(file.assistant ? { assistant: file.assistant } : {}),
    roomControl: file.roomControl,
  };
}

function assertUnique(hotels: Hotel[]): void {
  for (const key of ['name', 'id', 'uid'] as const) {
    const seen = new Set(hotels.map((h) => h[key]));
    if (seen.size !== hotels.length) throw new Error(`Two hotels share the same ${key}`);
  }
}
