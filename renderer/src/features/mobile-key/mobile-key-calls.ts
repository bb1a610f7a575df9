import {
  mobileKeyPaths,
  type InviteCodeRequest,
  type InviteCodeResponse,
  type MobileKeyRequest,
  type MobileKeyResponse,
  type OmnitecListResponse,
  type OmnitecOpenRequest,
  type OmnitecOpenResponse,
  type UnregisterRequest,
  type UnregisterResponse,
} from '@common/api';
import { request } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';

/**
 * Part 2 §7: a form post to a caller-given uri. Only a 200 with a body is data; anything else (another status, a
 * network failure, an empty or unreadable body) is null, which the screen shows as a problem on the server.
 */
export async function postMobileKey<T extends { result: number }>(uri: string, fields: Record<string, string>): Promise<T | null> {
  try {
    const answer = await request<T | undefined>({ base: 'api', path: uri, body: { form: fields } });
    return answer && typeof answer === 'object' && typeof answer.result === 'number' ? answer : null;
  } catch (error) {
    log('warn', `mobile key call ${uri} failed`, error);
    return null;
  }
}

export const fetchKey = (uri: string, body: MobileKeyRequest) => postMobileKey<MobileKeyResponse>(uri, { ...body });
export const fetchInviteCode = (uri: string, body: InviteCodeRequest) => postMobileKey<InviteCodeResponse>(uri, { ...body });
export const unregister = (uri: string, body: UnregisterRequest) => postMobileKey<UnregisterResponse>(uri, { ...body });

export const listOmnitecLocks = (token: string) => postMobileKey<OmnitecListResponse>(mobileKeyPaths.omnitecList, { token });
export const openOmnitecLock = (body: OmnitecOpenRequest) => postMobileKey<OmnitecOpenResponse>(mobileKeyPaths.omnitecOpen, { ...body });
