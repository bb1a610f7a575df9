import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEXT } from '@common/spec';
import { ParentalLockSettings } from './parental-lock-settings';
import { disableParentalLock, isParentalLockOn, resetPin, usePincodeStore } from './pincode-store';

beforeEach(() => usePincodeStore.getState().clear());

const digit = (n: number) => screen.getByLabelText(`Digit ${n}`);

describe('pincode popup', () => {
  it('moves focus forward on a digit and back on Backspace, keeping one digit per box', () => {
    render(<ParentalLockSettings />);
    digit(1).focus();
    fireEvent.change(digit(1), { target: { value: '7' } });
    expect(document.activeElement).toBe(digit(2));
    fireEvent.change(digit(2), { target: { value: 'a' } });
    expect(document.activeElement).toBe(digit(2));
    fireEvent.keyDown(digit(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(digit(1));
    expect(usePincodeStore.getState().inputValue).toBe('');
  });

  it('keeps the button transparent until four digits, and refuses a short PIN', () => {
    render(<ParentalLockSettings />);
    const button = screen.getByRole('button', { name: 'Enable' });
    fireEvent.change(digit(1), { target: { value: '1' } });
    expect(button.className).toContain('transparent');
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe(TEXT.pinTooShort);
    ['2', '3', '4'].forEach((d, i) => fireEvent.change(digit(i + 2), { target: { value: d } }));
    expect(button.className).not.toContain('transparent');
    fireEvent.click(button);
    expect(usePincodeStore.getState().value).toBe('1234');
  });

  it('disables only with the stored PIN; a mismatch sets the error state', () => {
    usePincodeStore.setState({ value: '1234' });
    const store = usePincodeStore.getState();
    store.setInput('9999');
    expect(usePincodeStore.getState().disable()).toBe(false);
    expect(usePincodeStore.getState().isError).toBe(true);
    usePincodeStore.getState().setInput('1234');
    expect(usePincodeStore.getState().disable()).toBe(true);
    expect(usePincodeStore.getState().value).toBe('');
  });

  it('the lock is on while a PIN is stored', () => {
    expect(isParentalLockOn()).toBe(false);
    usePincodeStore.getState().setInput('1234');
    usePincodeStore.getState().enable();
    expect(isParentalLockOn()).toBe(true);
  });

  it('parental_lock_disable lifts the lock; pin_reset also forgets what was being typed', () => {
    usePincodeStore.setState({ value: '1234' });
    disableParentalLock();
    expect(isParentalLockOn()).toBe(false);
    usePincodeStore.setState({ value: '4321', inputValue: '43', isError: true });
    resetPin();
    expect(isParentalLockOn()).toBe(false);
    expect(usePincodeStore.getState()).toMatchObject({ value: '', inputValue: '', isError: false });
  });
});
