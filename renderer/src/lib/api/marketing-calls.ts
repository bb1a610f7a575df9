import type { MarketingResponse } from '@common/api';
import { marketingPaths } from '@common/api';
import { request } from './client';

/** `GET {api}/marketing?cmd=get&token=`; an empty token asks for what every guest may see. */
export const getMarketing = (token: string) =>
  request<MarketingResponse>({ base: 'api', path: marketingPaths.get, query: { cmd: 'get', token } });
