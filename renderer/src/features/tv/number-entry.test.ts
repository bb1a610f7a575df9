import { describe, expect, it } from 'vitest';
import { isBackKey, isDigitKey } from './back-keys';
import { pushDigit } from './number-entry';

describe('channel number entry', () => {
  it('collects digits and completes at three', () => {
    expect(pushDigit('', '1')).toEqual({ digits: '1', complete: false });
    expect(pushDigit('1', '2')).toEqual({ digits: '12', complete: false });
    expect(pushDigit('12', '7')).toEqual({ digits: '127', complete: true });
  });

  it('drops leading zeros', () => {
    expect(pushDigit('0', '4')).toEqual({ digits: '4', complete: false });
  });
});

describe('the TV keys', () => {
  const key = (init: KeyboardEventInit & { keyCode?: number }, target?: HTMLElement) => {
    const event = new KeyboardEvent('keydown', init);
    if (init.keyCode) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
    if (target) Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('knows Back from every remote, and Backspace only outside a field', () => {
    expect(isBackKey(key({ key: 'Escape' }))).toBe(true);
    expect(isBackKey(key({ key: 'BrowserBack' }))).toBe(true);
    expect(isBackKey(key({ key: 'Unidentified', keyCode: 10009 }))).toBe(true);
    expect(isBackKey(key({ key: 'Unidentified', keyCode: 461 }))).toBe(true);
    expect(isBackKey(key({ key: 'Backspace' }, document.createElement('div')))).toBe(true);
    expect(isBackKey(key({ key: 'Backspace' }, document.createElement('input')))).toBe(false);
    expect(isBackKey(key({ key: 'Enter' }))).toBe(false);
  });

  it('takes digits for a channel number, not while typing in a field', () => {
    expect(isDigitKey(key({ key: '7' }, document.createElement('div')))).toBe(true);
    expect(isDigitKey(key({ key: '7' }, document.createElement('input')))).toBe(false);
  });
});
