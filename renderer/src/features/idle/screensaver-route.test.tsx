import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HotelConfig } from '@common/api';
import { useHotelStore } from '@renderer/features/hotel';
import { useClockStore } from './clock-store';
import { clockText, ScreensaverRoute } from './screensaver-route';

const evening = new Date(2026, 10, 23, 21, 5).getTime();

const renderSaver = (config: Partial<HotelConfig>) => {
  useHotelStore.getState().setHotel('demo', config as HotelConfig, { id: 137, uid: 'demo-137', name: 'demo' });
  useClockStore.setState({ now: evening });
  return render(
    <MemoryRouter>
      <ScreensaverRoute />
    </MemoryRouter>,
  );
};

beforeEach(() => document.documentElement.setAttribute('lang', 'en'));

describe('the screensaver', () => {
  it("shows the time in the hotel's 24-hour format even where the language writes 12 hours", () => {
    renderSaver({ time: { format: '24' }, meta: { title: 'Stay Demo Hotel' }, logo: { type: 'image', src: '/content/demo-137/media/logo.svg' } });
    expect(screen.getByText('21:05')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Stay Demo Hotel' }).getAttribute('src')).toBe('/content/demo-137/media/logo.svg');
  });

  it("keeps a 12-hour hotel's clock in 12 hours, and names a hotel without a logo", () => {
    renderSaver({ time: { format: '12' }, meta: { title: 'Seaside Resort' }, logo: { type: 'text' } });
    expect(screen.getByText(/^09:05\sPM$/)).toBeDefined();
    expect(screen.getByTestId('screensaver-hotel').textContent).toBe('Seaside Resort');
    expect(clockText(evening, 'de', '12')).toMatch(/^09:05\s?PM$/);
  });
});
