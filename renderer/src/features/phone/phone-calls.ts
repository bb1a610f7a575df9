import { telephonyPaths, type DndResponse, type ExtensionResponse } from '@common/api';
import { request } from '@renderer/lib/api/client';

/** Part 2 §7 PBX: `POST {telephony}/extension`; without a guest token the hotel gives an emergency-only line. */
export const requestExtension = (token: string | null) =>
  request<ExtensionResponse>({ base: 'telephony', path: telephonyPaths.extension, body: { json: token ? { token } : {} } });

export const sendDnd = (token: string, dnd: boolean) =>
  request<DndResponse>({ base: 'telephony', path: telephonyPaths.dnd, body: { json: { token, dnd } } });
