import type { HotelListResponse } from '@common/api';
import { apiPaths } from '@common/api';
import { request } from '@renderer/lib/api';

/** Ours: `GET {api}/hotels`, the hotels of this installation. Only the hotels list loads it. */
export const fetchHotels = () => request<HotelListResponse>({ base: 'api', path: apiPaths.hotels });
