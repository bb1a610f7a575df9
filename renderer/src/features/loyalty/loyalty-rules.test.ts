import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, translate } from '@renderer/lib/i18n';
import { groupCardNumber, levelName, progressText } from './loyalty-rules';

const text = (account: Parameters<typeof progressText>[0]) => {
  const { key, params } = progressText(account, translate);
  return translate(key, params);
};

afterEach(() => setLanguage('en'));

describe('loyalty level text', () => {
  it('names the points left to the next level', () => {
    expect(text({ nextLevel: 'Gold', pointsToNextLevel: 120 })).toBe('120 points to Gold');
  });

  it('says the top level is reached when there is no next level or nothing left', () => {
    expect(text({})).toBe('You have reached the highest level');
    expect(text({ nextLevel: 'Gold', pointsToNextLevel: 0 })).toBe('You have reached the highest level');
    expect(text({ pointsToNextLevel: 50 })).toBe('You have reached the highest level');
  });

  it("names the level in the guest's language, and an unknown level as the backend sends it", async () => {
    await setLanguage('de');
    expect(levelName('Platinum', translate)).toBe('Platin');
    expect(text({ nextLevel: 'Gold', pointsToNextLevel: 120 })).toBe('Noch 120 Punkte bis Gold');
    await setLanguage('ru');
    expect(levelName('Silver', translate)).toBe('Серебряный');
    expect(levelName('Diamond', translate)).toBe('Diamond');
  });

  it("groups the demo's ten-digit card number 4-3-3, leaving no short group at the end", () => {
    expect(groupCardNumber('7000001011')).toBe('7000 001 011');
  });

  it('groups a card number in fours where they come out even, and otherwise in groups of four and three', () => {
    expect(groupCardNumber('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(groupCardNumber('1234 5678')).toBe('1234 5678');
    expect(groupCardNumber('1234567890123')).toBe('1234 567 890 123');
    expect(groupCardNumber('12345678901')).toBe('1234 5678 901');
    expect(groupCardNumber('123456789')).toBe('123 456 789');
    expect(groupCardNumber('1234')).toBe('1234');
    expect(groupCardNumber('')).toBe('');
  });
});
