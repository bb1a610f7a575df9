import { describe, expect, it } from 'vitest';
import { bookableService, canTake, hasBegun, isoDay, slotClock, slotDates } from './slot-rules';

describe('slot rules', () => {
  it('strips today and the next 4 days, across a month and a year end', () => {
    expect(slotDates(new Date(2025, 11, 30, 23, 59)).map(isoDay)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(slotDates(new Date(2024, 1, 28, 0, 0), 3).map(isoDay)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it("books a service page's serviceId, and nothing for other pages", () => {
    expect(bookableService({ serviceId: 5 })).toBe(5);
    expect(bookableService({})).toBeUndefined();
    expect(bookableService(undefined)).toBeUndefined();
  });

  it('takes a slot only while it has room and is not already the guest’s', () => {
    expect(canTake({ free: 2 })).toBe(true);
    expect(canTake({ free: 0 })).toBe(false);
    expect(canTake({ free: 3, takenByMe: true })).toBe(false);
    expect(canTake({ free: 3 }, true)).toBe(false);
  });

  it('knows a slot of today has begun once its start has come', () => {
    const now = new Date(2025, 9, 31, 10, 0);
    expect(hasBegun('2025-10-31', '10:00', now)).toBe(true);
    expect(hasBegun('2025-10-31', '09:00', now)).toBe(true);
    expect(hasBegun('2025-10-31', '11:00', now)).toBe(false);
    expect(hasBegun('2025-11-01', '00:00', now)).toBe(false);
    expect(hasBegun('garbage', '09:00', now)).toBe(false);
  });

  it('shows slot bounds as HH:mm', () => {
    expect(slotClock('9:00')).toBe('09:00');
    expect(slotClock('2025-11-01 14:30:00')).toBe('14:30');
    expect(slotClock('soon')).toBe('soon');
  });
});
