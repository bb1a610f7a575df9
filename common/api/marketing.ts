import type { DeviceKind } from './config';

/*
 * Part 2 §3 marketing notification and §7 `GET {api}/marketing?cmd=get&token=`. The spec names blocks for en, ar,
 * zh and ru; any content language may have one, and English is the fallback.
 */

export const marketingPaths = { get: '/marketing' } as const;

export type MarketingType = 'textMessage' | 'alert';

export interface MarketingBlock {
  title: string;
  /** May contain `{username}`, filled with the guest's name. */
  text: string;
  image?: string;
}

export interface MarketingNotification {
  id: number;
  type: MarketingType;
  devices: DeviceKind[];
  /** Milliseconds on screen; 0 stays until closed. */
  duration: number;
  /** A menu link (page id, special link or URL), followed through the link rules. */
  link?: string;
  /** When it was created, milliseconds since the epoch. */
  create: number;
  icon?: string;
  blocks: Record<string, MarketingBlock>;
}

export interface MarketingResponse {
  result: number;
  message?: string;
  token?: string;
  data?: MarketingNotification[];
}

/** Not in the spec: how long a notification is handed out after it was sent, and the longest it may stay. */
export const MARKETING_ACTIVE_MS = 24 * 60 * 60 * 1000;
export const MARKETING_DURATION_MAX_MS = 10 * 60 * 1000;
