import type { LoyaltyAccount } from '@common/api';
import type { TranslationKey } from '@renderer/lib/i18n';

/** 'n points to Gold', or the top level reached when there is no next level (or nothing left to earn). */
export function progressText(account: Pick<LoyaltyAccount, 'nextLevel' | 'pointsToNextLevel'>): {
  key: TranslationKey;
  params?: Record<string, unknown>;
} {
  const { nextLevel, pointsToNextLevel } = account;
  if (!nextLevel || pointsToNextLevel === undefined || pointsToNextLevel <= 0) return { key: 'loyalty.topLevel' };
  return { key: 'loyalty.toNext', params: { points: pointsToNextLevel, level: nextLevel } };
}

/** Card numbers read in groups of four. */
export const groupCardNumber = (cardNumber: string): string => cardNumber.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
