import { deviceApiPaths, type WolByTvIdBody } from '@common/api/device-status';
import { request } from '@renderer/lib/api';

export interface WolResponse {
  result: number;
}

/** Part 2 §7 `POST {api}/wolByTvId`: a room device with its sign, or a phone with its guest's token. */
export const wolByTvId = (body: WolByTvIdBody) =>
  request<WolResponse>({ base: 'api', path: deviceApiPaths.wolByTvId, body: { json: body } });
