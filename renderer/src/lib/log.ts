export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  at: number;
  level: LogLevel;
  message: string;
  data?: unknown;
}

/** Kept in memory for the log screen and error reports; bounded so a long-running tablet does not grow. */
const LOG_CAPACITY = 200;

const entries: LogEntry[] = [];

export function log(level: LogLevel, message: string, data?: unknown): void {
  entries.push({ at: Date.now(), level, message, data });
  if (entries.length > LOG_CAPACITY) entries.splice(0, entries.length - LOG_CAPACITY);
  const sink = level === 'debug' ? console.debug : console[level];
  if (data === undefined) sink(`[stay] ${message}`);
  else sink(`[stay] ${message}`, data);
}

export const logEntries = (): readonly LogEntry[] => entries.slice();

export const clearLog = (): void => {
  entries.length = 0;
};
