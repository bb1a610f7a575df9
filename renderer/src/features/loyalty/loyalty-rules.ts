import type { LoyaltyAccount } from '@common/api';
import type { TranslationKey } from '@renderer/lib/i18n';

const LEVELS = ['silver', 'gold', 'platinum'] as const;

/** The programme's level in the guest's language; a level the app has no words for shows as the backend names it. */
export function levelName(level: string, t: (key: TranslationKey) => string): string {
  const known = LEVELS.find((name) => name === level.trim().toLowerCase());
  return known ? t(`loyalty.levels.${known}`) : level;
}

/** 'n points to Gold', or the top level reached when there is no next level (or nothing left to earn). */
export function progressText(
  account: Pick<LoyaltyAccount, 'nextLevel' | 'pointsToNextLevel'>,
  t: (key: TranslationKey) => string,
): {
  key: TranslationKey;
  params?: Record<string, unknown>;
} {
  const { nextLevel, pointsToNextLevel } = account;
  if (!nextLevel || pointsToNextLevel === undefined || pointsToNextLevel <= 0) return { key: 'loyalty.topLevel' };
  return { key: 'loyalty.toNext', params: { points: pointsToNextLevel, level: levelName(nextLevel, t) } };
}

/** Card numbers read in groups of four. */
export const groupCardNumber = (cardNumber: string): string => cardNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
