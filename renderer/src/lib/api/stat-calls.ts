import type { PageStatsRequest } from '@common/api';
import { statPaths } from '@common/api';
import { request } from './client';

/** `POST {stat}/pages/` (part 2 §7): answers only when the statistics host said 200. */
export const sendPageStats = (payload: PageStatsRequest) =>
  request<void>({ base: 'stat', path: statPaths.pages, body: { json: payload }, responseType: 'none' });
