import { appContext } from '../app-context';
import { openDatabase } from '../db/open-database';
import { loadHotels } from '../hotels/load-hotels';
import { loadRealtimeSecret } from '../realtime/realtime-secret';
import { DEFAULT_RESOURCES_DIR } from '../repo-paths';
import { resetDemoHotel, type DemoResetOutcome } from './demo-reset';

/** The demo reset on a data directory, with or without a server running on it (SQLite waits for its lock). */
export function resetDemoData(dataDir: string, names: readonly string[] = [], resourcesDir = DEFAULT_RESOURCES_DIR): (DemoResetOutcome & { hotel: string })[] {
  const hotels = loadHotels(resourcesDir);
  const unknown = names.filter((name) => !hotels.byName(name));
  if (unknown.length > 0) throw new Error(`No such hotel: ${unknown.join(', ')} (hotels: ${hotels.all.map((h) => h.name).join(', ')})`);
  const db = openDatabase(dataDir);
  try {
    // A running server's devices hear of it at their next check: its queue lives in that server's memory.
    const ctx = appContext(db, hotels, { realtimeSecret: loadRealtimeSecret(dataDir) });
    const chosen = names.length > 0 ? names.map((name) => hotels.byName(name)!) : hotels.all;
    return chosen.map((hotel) => ({ hotel: hotel.name, ...resetDemoHotel(ctx, hotel) }));
  } finally {
    db.close();
  }
}
