import type { HotelConfig } from '@common/api';
import { HOST_PREFIX } from '@common/api';

export type BaseName = 'static' | 'api' | 'content' | 'queue' | 'rcu' | 'stat' | 'pay' | 'telephony';

const bases: Record<BaseName, string> = {
  static: HOST_PREFIX.static,
  api: HOST_PREFIX.api,
  content: HOST_PREFIX.content,
  queue: HOST_PREFIX.queue,
  rcu: HOST_PREFIX.rcu,
  stat: HOST_PREFIX.stat,
  pay: HOST_PREFIX.pay,
  telephony: HOST_PREFIX.telephony,
};

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export function configureBases(config: Pick<HotelConfig, 'apiUrl' | 'contentUrl' | 'queueUrl' | 'rcuUrl' | 'statUrl' | 'payUrl' | 'telephonyUrl'>) {
  bases.api = trimSlash(config.apiUrl);
  bases.content = trimSlash(config.contentUrl);
  bases.queue = trimSlash(config.queueUrl);
  bases.rcu = trimSlash(config.rcuUrl);
  bases.stat = trimSlash(config.statUrl);
  if (config.payUrl) bases.pay = trimSlash(config.payUrl);
  if (config.telephonyUrl) bases.telephony = trimSlash(config.telephonyUrl);
}

export const baseUrl = (name: BaseName): string => bases[name];

/** Content images may be absolute, root-relative or relative to the hotel's content folder. */
export function mediaUrl(src: string | undefined, hotelUid: string): string | undefined {
  if (!src) return undefined;
  if (/^(https?:|data:|blob:|\/)/.test(src)) return src;
  return `${bases.content}/${hotelUid}/${src}`;
}
