import { esignPaths, type EsignSignRequest, type EsignSignResponse } from '@common/api';
import { request } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';

/** `POST {api}/esign/sign`: null when the call failed, so the screen can say so. */
export async function signDocument(body: EsignSignRequest): Promise<EsignSignResponse | null> {
  try {
    return await request<EsignSignResponse>({ base: 'api', path: esignPaths.sign, body: { json: body } });
  } catch (error) {
    log('warn', 'esign: signature not sent', error);
    return null;
  }
}
