import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStore } from './key-value-store';

/**
 * A KeyValueStore on one JSON file, for Node and tests. Reads the file on every get so several
 * instances (or processes) over one file agree; writes go to a temporary file renamed over the
 * original, so a crash mid-write leaves the old file whole.
 */
export class JsonFileStore<T extends object> implements KeyValueStore<T> {
  private tmpCounter = 0;

  constructor(readonly filePath: string) {}

  get(key: keyof T): unknown {
    return this.read()[key as string];
  }

  set<K extends keyof T>(key: K, value: T[K]): void {
    this.write({ ...this.read(), [key]: value });
  }

  delete(key: keyof T): void {
    const data = this.read();
    delete data[key as string];
    this.write(data);
  }

  private read(): Record<string, unknown> {
    let text: string;
    try {
      text = readFileSync(this.filePath, 'utf8');
    } catch {
      return {};
    }
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  private write(data: Record<string, unknown>): void {
    mkdirSync(dirname(this.filePath), { recursive: true });
    const tmp = `${this.filePath}.${process.pid}.${this.tmpCounter++}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    renameSync(tmp, this.filePath);
  }
}
