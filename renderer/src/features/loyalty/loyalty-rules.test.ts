import { describe, expect, it } from 'vitest';
import { translate } from '@renderer/lib/i18n';
import { groupCardNumber, progressText } from './loyalty-rules';

const text = (account: Parameters<typeof progressText>[0]) => {
  const { key, params } = progressText(account);
  return translate(key, params);
};

describe('loyalty level text', () => {
  it('names the points left to the next level', () => {
    expect(text({ nextLevel: 'Gold', pointsToNextLevel: 120 })).toBe('120 points to Gold');
  });

  it('says the top level is reached when there is no next level or nothing left', () => {
    expect(text({})).toBe('You have reached the highest level');
    expect(text({ nextLevel: 'Gold', pointsToNextLevel: 0 })).toBe('You have reached the highest level');
    expect(text({ pointsToNextLevel: 50 })).toBe('You have reached the highest level');
  });

  it('groups a card number in fours', () => {
    expect(groupCardNumber('1234567890123')).toBe('1234 5678 9012 3');
    expect(groupCardNumber('1234 5678')).toBe('1234 5678');
  });
});
