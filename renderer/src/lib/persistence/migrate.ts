export type Migration = (state: Record<string, unknown>) => Record<string, unknown>;

/** Step `n` turns a version `n - 1` record into version `n`. */
export type MigrationSteps = Readonly<Record<number, Migration>>;

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

/**
 * Runs every step from the stored version up to the current one. A record from the future or of an unknown
 * version cannot be trusted, so it starts over empty rather than crashing the app.
 */
export function runMigrations(persisted: unknown, fromVersion: number, toVersion: number, steps: MigrationSteps): Record<string, unknown> {
  if (!Number.isInteger(fromVersion) || fromVersion < 0 || fromVersion > toVersion) return {};
  let state = asObject(persisted);
  for (let version = fromVersion + 1; version <= toVersion; version++) {
    const step = steps[version];
    if (!step) return {};
    state = asObject(step(state));
  }
  return state;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const strList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' && value ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
