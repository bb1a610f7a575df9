import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_RELOAD_DELAY_MS } from '@common/spec';
import { setLanguageNotifier } from './change-language';
import { defaultLanguageProblem } from './default-language';
import { LanguageButton } from './language-button';
import { LanguageModal, setManualLanguageSetter } from './language-modal';
import { useLanguageStore } from './store';

beforeEach(() => {
  useLanguageStore.getState().setLanguages([{ code: 'en', title: 'English' }, { code: 'ar', title: 'العربية' }, { code: 'ja', title: '日本語' }]);
  useLanguageStore.getState().setLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  setLanguageNotifier(null);
});

describe('LanguageModal', () => {
  it('closes, then keeps the manual choice, sets the cookie, tells the remote state and reloads after the delay', () => {
    vi.useFakeTimers();
    const events: string[] = [];
    setManualLanguageSetter((code) => events.push(`manual:${code}`));
    setLanguageNotifier((code) => events.push(`remote:${code}`));
    render(<LanguageModal onClose={() => events.push('close')} reload={() => events.push('reload')} />);
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(events).toEqual(['close', 'manual:ar', 'remote:ar']);
    expect(document.cookie).toContain('lang=ar');
    expect(new URL(location.href).searchParams.get('lang')).toBe('ar');
    vi.advanceTimersByTime(LANGUAGE_RELOAD_DELAY_MS - 1);
    expect(events).not.toContain('reload');
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toBe('reload');
  });

  it('marks a language that shows in English', () => {
    render(<LanguageModal onClose={() => {}} />);
    expect(screen.getByRole('button', { name: /日本語/ }).textContent).toContain('English');
    expect(screen.getByRole('button', { name: 'العربية' }).textContent).not.toContain('English');
  });
});

describe('LanguageButton', () => {
  it("keeps the guest's choice as theirs, so it outranks the language of their booking after the reload", () => {
    vi.useFakeTimers();
    const events: string[] = [];
    setManualLanguageSetter((code) => events.push(`manual:${code}`));
    setLanguageNotifier((code) => events.push(`remote:${code}`));
    render(<LanguageButton reload={() => events.push('reload')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(events).toEqual(['manual:ar', 'remote:ar']);
    expect(document.cookie).toContain('lang=ar');
    vi.advanceTimersByTime(LANGUAGE_RELOAD_DELAY_MS);
    expect(events.at(-1)).toBe('reload');
  });
});

describe('defaultLanguageProblem', () => {
  it('accepts a supported, available default and names what is wrong otherwise', () => {
    expect(defaultLanguageProblem({ defaultLanguage: 'en', availableLanguages: ['en', 'de'] })).toBeNull();
    expect(defaultLanguageProblem({ defaultLanguage: 'xx', availableLanguages: [] })).toMatch(/not a supported/);
    expect(defaultLanguageProblem({ defaultLanguage: 'fr', availableLanguages: ['en'] })).toMatch(/not in availableLanguages/);
    expect(defaultLanguageProblem({ defaultLanguage: '', availableLanguages: [] })).toMatch(/Invalid default language/);
  });
});
