import { describe, expect, it } from 'vitest';
import { formatMinute, openings, parseWorkingHours, sharedHours, splitRange, withinHours } from './working-hours';

const m = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('parseWorkingHours', () => {
  it("reads 'HH:MM-HH:MM' as minutes of the day", () => {
    expect(parseWorkingHours('07:00-23:00')).toEqual({ open: 420, close: 1380 });
    expect(parseWorkingHours('22:00-04:00')).toEqual({ open: 1320, close: 240 });
    expect(parseWorkingHours('00:00-23:59')).toEqual({ open: 0, close: 1439 });
    expect(parseWorkingHours(' 9:05 - 17:30 ')).toEqual({ open: 545, close: 1050 });
  });

  it('refuses hours over 23, minutes over 59 and anything else', () => {
    for (const bad of ['24:00-10:00', '10:00-24:00', '10:60-11:00', '10:00-11:60', '10-11', '10:00', 'abc', '', '10:00-11:00-12:00', '-1:00-02:00']) {
      expect(parseWorkingHours(bad)).toBeNull();
    }
    expect(parseWorkingHours(undefined)).toBeNull();
    expect(parseWorkingHours(null)).toBeNull();
  });
});

describe('splitRange', () => {
  it('keeps a daytime range and splits one across midnight', () => {
    expect(splitRange({ open: 420, close: 1380 })).toEqual([{ from: 420, to: 1380 }]);
    expect(splitRange({ open: 1320, close: 240 })).toEqual([
      { from: 0, to: 240 },
      { from: 1320, to: 1439 },
    ]);
  });

  it('takes equal ends as the whole day', () => {
    expect(splitRange({ open: 600, close: 600 })).toEqual([{ from: 0, to: 1439 }]);
  });
});

describe('sharedHours', () => {
  it('is unrestricted when no item has (valid) hours', () => {
    expect(sharedHours([])).toEqual({ kind: 'any' });
    expect(sharedHours([undefined, '', 'nonsense'])).toEqual({ kind: 'any' });
  });

  it('intersects the items', () => {
    expect(sharedHours(['07:00-23:00', '09:00-21:00'])).toEqual({ kind: 'window', segments: [{ from: 540, to: 1260 }] });
    expect(sharedHours(['07:00-23:00', undefined, '10:00-12:00'])).toEqual({ kind: 'window', segments: [{ from: 600, to: 720 }] });
  });

  it('intersects a daytime and an overnight range', () => {
    expect(sharedHours(['07:00-23:00', '22:00-04:00'])).toEqual({ kind: 'window', segments: [{ from: 1320, to: 1380 }] });
    expect(sharedHours(['00:00-06:00', '22:00-04:00'])).toEqual({ kind: 'window', segments: [{ from: 0, to: 240 }] });
    expect(sharedHours(['21:00-03:00', '22:00-04:00'])).toEqual({
      kind: 'window',
      segments: [
        { from: 0, to: 180 },
        { from: 1320, to: 1439 },
      ],
    });
  });

  it('is an error marker when the items share no time', () => {
    expect(sharedHours(['07:00-10:00', '11:00-12:00'])).toEqual({ kind: 'error' });
    expect(sharedHours(['09:00-21:00', '22:00-04:00'])).toEqual({ kind: 'error' });
  });
});

describe('withinHours', () => {
  const overnight = sharedHours(['22:00-04:00']);
  const day = sharedHours(['07:00-23:00']);

  it('takes the opening, midnight and 23:59 of an overnight range', () => {
    expect(withinHours(overnight, m('22:00'))).toBe(true);
    expect(withinHours(overnight, m('00:00'))).toBe(true);
    expect(withinHours(overnight, m('23:59'))).toBe(true);
    expect(withinHours(overnight, m('04:00'))).toBe(true);
    expect(withinHours(overnight, m('04:01'))).toBe(false);
    expect(withinHours(overnight, m('21:59'))).toBe(false);
    expect(withinHours(overnight, m('12:00'))).toBe(false);
  });

  it('bounds a daytime range at both ends', () => {
    expect(withinHours(day, m('06:59'))).toBe(false);
    expect(withinHours(day, m('07:00'))).toBe(true);
    expect(withinHours(day, m('23:00'))).toBe(true);
    expect(withinHours(day, m('23:01'))).toBe(false);
    expect(withinHours(day, m('00:00'))).toBe(false);
  });

  it('is always true without hours and never with the error marker', () => {
    expect(withinHours({ kind: 'any' }, 0)).toBe(true);
    expect(withinHours({ kind: 'error' }, 600)).toBe(false);
  });
});

describe('openings', () => {
  it('names the evening start of an overnight range, not midnight', () => {
    expect(openings(sharedHours(['22:00-04:00']))).toEqual([m('22:00')]);
    expect(openings(sharedHours(['07:00-23:00']))).toEqual([m('07:00')]);
    expect(openings(sharedHours(['00:00-06:00']))).toEqual([0]);
    expect(openings(sharedHours(['10:00-10:00']))).toEqual([]);
    expect(openings({ kind: 'any' })).toEqual([]);
  });

  it('formats minutes as HH:mm', () => {
    expect(formatMinute(0)).toBe('00:00');
    expect(formatMinute(1439)).toBe('23:59');
    expect(formatMinute(545)).toBe('09:05');
  });
});
