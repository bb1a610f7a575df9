import type { QueueCursor, RealtimeSessionRequest, RealtimeSessionResponse } from '@common/api';
import { queuePaths, realtimePaths } from '@common/api';
import { buildUrl, request } from './client';

/** Ours: the channel names and keys of a token or of a registered room device. */
export const fetchRealtimeSession = (payload: RealtimeSessionRequest) =>
  request<RealtimeSessionResponse>({ base: 'api', path: realtimePaths.session, body: { json: payload } });

/** `POST {queue}/pub?id={channel}` with the sealed command as `c`. */
export const publishSealed = (channel: string, c: string) =>
  request<unknown>({ base: 'queue', path: queuePaths.publish, query: { id: channel }, body: { json: { c } }, responseType: 'none' });

/** `GET {queue}/subv2/{channel}?tag=&time=`: empty values ask for the next message. Fetched by the poller itself. */
export const subscribeUrl = (channel: string, cursor: QueueCursor | null): string =>
  buildUrl('queue', queuePaths.subscribe(channel), { tag: cursor ? String(cursor.tag) : '', time: cursor?.time ?? '' });
