import { describe, expect, it } from 'vitest';
import { resetSession } from '@renderer/lib/reset-session';
import { migratePhone, usePhoneStore } from './phone-store';

describe('phone record (persisted as version 4)', () => {
  it('carries a v1 {number} through every step to v4', () => {
    expect(migratePhone({ number: '800' }, 1)).toEqual({ enteredNumber: '800', muted: false, dnd: false, tab: 'callList' });
    expect(migratePhone({ enteredNumber: '102', muted: true }, 3)).toEqual({ enteredNumber: '102', muted: true, dnd: false, tab: 'callList' });
  });

  it('keeps a v4 record and repairs what is not one', () => {
    expect(migratePhone({ enteredNumber: '911', muted: true, dnd: true, tab: 'emergency' }, 4)).toEqual({
      enteredNumber: '911', muted: true, dnd: true, tab: 'emergency',
    });
    expect(migratePhone({ enteredNumber: '1<script>2', tab: 'settings', dnd: 'yes' }, 4)).toEqual({
      enteredNumber: '12', muted: false, dnd: false, tab: 'callList',
    });
    expect(migratePhone('garbage', 9)).toEqual({ enteredNumber: '', muted: false, dnd: false, tab: 'callList' });
  });

  it('takes key pad digits, * and #, and is wiped by logout', () => {
    const phone = usePhoneStore.getState();
    for (const key of ['9', '1', '1', 'x', '*', '#']) phone.press(key);
    expect(usePhoneStore.getState().enteredNumber).toBe('911*#');
    usePhoneStore.getState().erase();
    expect(usePhoneStore.getState().enteredNumber).toBe('911*');
    usePhoneStore.getState().setDnd(true);
    resetSession();
    expect(usePhoneStore.getState()).toMatchObject({ enteredNumber: '', muted: false, dnd: false, tab: 'callList' });
  });
});
