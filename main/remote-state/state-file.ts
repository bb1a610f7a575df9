import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type RoomState = Record<string, unknown>;

/** Every room's state in one JSON file in user data, written atomically; a bad file reads as empty. */
export function createStateFile(path: string) {
  let counter = 0;
  const read = (): Record<string, RoomState> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, RoomState>) : {};
    } catch {
      return {};
    }
  };
  return {
    read,
    write(all: Record<string, RoomState>): void {
      mkdirSync(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.${counter++}.tmp`;
      writeFileSync(tmp, JSON.stringify(all), { mode: 0o600 });
      renameSync(tmp, path);
    },
  };
}
