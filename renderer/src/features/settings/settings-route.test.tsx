import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGuestStore } from '@renderer/features/auth';
import { setManualLanguageSetter, useLanguageStore } from '@renderer/features/language';
import { isParentalLockOn, usePincodeStore } from '@renderer/features/pincode';
import { SettingsRoute } from './settings-route';

const renderSettings = () =>
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <SettingsRoute />
    </MemoryRouter>,
  );

beforeEach(() => {
  useGuestStore.getState().reset();
  usePincodeStore.getState().clear();
  useLanguageStore.setState({
    language: 'en',
    languages: [
      { code: 'en', title: 'English' },
      { code: 'de', title: 'Deutsch' },
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('/settings', () => {
  it('is a titled screen with the language, the temperature scale and the parental lock', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeDefined();
    expect(screen.getByRole('radiogroup', { name: 'Temperature scale' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Parental lock' })).toBeDefined();
  });

  it("keeps a chosen language as the guest's own choice and switches to it", () => {
    vi.useFakeTimers();
    const kept: string[] = [];
    setManualLanguageSetter((code) => kept.push(code));
    renderSettings();
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(kept).toEqual(['de']);
    expect(new URL(location.href).searchParams.get('lang')).toBe('de');
    expect(document.cookie).toContain('lang=de');
  });

  it('switches the temperature scale at once', () => {
    renderSettings();
    expect(screen.getByRole('radio', { name: 'Celsius (°C)' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Fahrenheit (°F)' }));
    expect(useGuestStore.getState().guest.temperatureScale).toBe('fahrenheit');
  });

  it('locks with a four-digit PIN and unlocks only with the same PIN', () => {
    renderSettings();
    ['1', '9', '8', '4'].forEach((d, i) => fireEvent.change(screen.getByLabelText(`Digit ${i + 1}`), { target: { value: d } }));
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(isParentalLockOn()).toBe(true);
    expect(screen.getByText('Parental lock is on')).toBeDefined();
    ['1', '1', '1', '1'].forEach((d, i) => fireEvent.change(screen.getByLabelText(`Digit ${i + 1}`), { target: { value: d } }));
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(isParentalLockOn()).toBe(true);
    ['1', '9', '8', '4'].forEach((d, i) => fireEvent.change(screen.getByLabelText(`Digit ${i + 1}`), { target: { value: d } }));
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(isParentalLockOn()).toBe(false);
  });
});
