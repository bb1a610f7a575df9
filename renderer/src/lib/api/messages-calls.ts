import type { ImResponse, ImSendRequest } from '@common/api';
import { messagePaths } from '@common/api';
import { request } from './client';

/** `cmd=read`: one conversation (after `lastId`), or only the unread counts without a recipient. */
export const readMessages = (token: string, categoryId?: string, lastId?: number) =>
  request<ImResponse>({ base: 'api', path: messagePaths.im, body: { form: { token, cmd: 'read', categoryId, lastId } } });

export const sendMessage = (payload: Omit<ImSendRequest, 'cmd'>) =>
  request<ImResponse>({ base: 'api', path: messagePaths.im, body: { form: { ...payload, cmd: 'send' } } });

/** The hotel's messages of that conversation up to `id` are read. */
export const markMessagesRead = (token: string, id: number) =>
  request<ImResponse>({ base: 'api', path: messagePaths.imRead, body: { form: { token, id } } });
