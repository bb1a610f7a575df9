import { describe, expect, it } from 'vitest';
import { translate } from '@renderer/lib/i18n';
import { keyProblem, openOutcome } from './key-messages';

describe('the mobile key error catalogue (part 2 §8)', () => {
  it.each([
    [0, 'lockOpened', 'The door is open'],
    [1, 'incorrectPin', 'Incorrect PIN'],
    [2, 'incorrectToken', 'Incorrect token'],
    [3, 'guestCheckedOut', 'Guest checked out'],
    [4, 'guestCanceled', 'Guest canceled'],
    [5, 'failedToOpen', 'Failed to open door'],
    [9, 'failedToOpen', 'Failed to open door'],
    [-1, 'failedToOpen', 'Failed to open door'],
  ])('Omnitec open result %i is %s: "%s"', (result, outcome, text) => {
    expect(openOutcome({ result })).toBe(outcome);
    expect(translate(`mobileKey.${openOutcome({ result })}`)).toBe(text);
  });

  it('an empty answer or an exception is a problem on the server', () => {
    expect(openOutcome(null)).toBe('problemOnServer');
    expect(keyProblem(null)).toEqual({ kind: 'problemOnServer' });
    expect(translate('mobileKey.problemOnServer')).toBe('There is a problem on the server. Please try again later.');
  });

  it("result 0 is no problem; other results show the server's message", () => {
    expect(keyProblem({ result: 0 })).toBeNull();
    expect(keyProblem({ result: 4, message: 'Guest canceled' })).toEqual({ kind: 'server', text: 'Guest canceled' });
    expect(keyProblem({ result: 1 })).toEqual({ kind: 'problemOnServer' });
  });

  it("says 'Locks are not found'", () => {
    expect(translate('mobileKey.locksNotFound')).toBe('Locks are not found');
  });
});
