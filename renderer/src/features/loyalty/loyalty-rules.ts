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

/**
 * A card number in groups people read at a glance: as few groups of at most four as the number needs, as even as
 * they can be and the longer ones first, so no stray digit or two trails at the end ('7000001011' is '7000 001 011').
 */
export function groupCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\s+/g, '');
  const count = Math.ceil(digits.length / 4);
  const groups: string[] = [];
  for (let at = 0, group = 0; group < count; group++) {
    const size = Math.floor(digits.length / count) + (group < digits.length % count ? 1 : 0);
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}
