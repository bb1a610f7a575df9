import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../app';
import { DATABASE_FILE } from '../db/open-database';
import { createFixtureResources, createFixtureWebRoot, removeTempDirs, tempDataDir } from './fixture-resources';

export const OPERATOR_TOKEN = 'test-operator-token';
export const SEASIDE_OPERATOR_TOKEN = 'test-operator-token-seaside';
export const DEMO_HOST = { host: 'demo.localhost:8080' };
export const SEASIDE_HOST = { host: 'seaside.localhost:8080' };
export const OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN}` };
export const SEASIDE_OPERATOR = { authorization: `Bearer ${SEASIDE_OPERATOR_TOKEN}` };
/** The operator header of the hotel an operator path names (`/operator/seaside/...` or `/seaside/...`). */
export const operatorHeaderFor = (path: string) => (/^(\/operator)?\/seaside\//.test(path) ? SEASIDE_OPERATOR : OPERATOR);

export const TEST_OPERATOR_TOKENS = { demo: OPERATOR_TOKEN, seaside: SEASIDE_OPERATOR_TOKEN };

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  resourcesDir: string;
  webRoot: string;
  /** Every row of every table, to prove a rejected request changed nothing. */
  dump(): Record<string, unknown[]>;
  /** Closes the app, then deletes the temp dirs made for it. */
  close(): Promise<void>;
}

export function createTestApp(overrides: { dataDir?: string; resourcesDir?: string; webRoot?: string; push?: AppOptions['push'] } = {}): TestApp {
  const dataDir = overrides.dataDir ?? tempDataDir();
  const resourcesDir = overrides.resourcesDir ?? createFixtureResources();
  const webRoot = overrides.webRoot ?? createFixtureWebRoot();
  const app = createApp({ dataDir, resourcesDir, webRoot, operatorTokens: TEST_OPERATOR_TOKENS, push: overrides.push });
  const close = async () => {
    await app.close();
    removeTempDirs([dataDir, resourcesDir, webRoot].filter((dir, i) => [overrides.dataDir, overrides.resourcesDir, overrides.webRoot][i] === undefined));
  };
  return { app, dataDir, resourcesDir, webRoot, dump: () => dumpDatabase(dataDir), close };
}

export function dumpDatabase(dataDir: string): Record<string, unknown[]> {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]));
  } finally {
    db.close();
  }
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string | number>): { payload: string; headers: Record<string, string> } {
  const boundary = '----stayTestBoundary7MA4YWxk';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function urlencoded(fields: Record<string, string | number>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
