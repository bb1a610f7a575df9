import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGuestStore } from '@renderer/features/auth';
import { TabletWeather } from './tablet-weather';
import { useWeatherStore } from './use-weather';
import { WeatherRoute } from './weather-route';

const weather = {
  location: 'Berlin',
  current: { temperatureC: 21, condition: 'sunny' },
  forecast: [{ date: '2026-07-11', minC: 12, maxC: 25, condition: 'cloudy' }],
};

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(weather))));
  useWeatherStore.setState({ weather: null, loaded: false });
  useGuestStore.getState().reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the weather', () => {
  it('shows degrees Celsius by default', async () => {
    render(<WeatherRoute />);
    expect((await screen.findByTestId('weather-now')).textContent).toContain('21°C');
    expect(screen.getByRole('list', { name: 'Forecast' }).textContent).toContain('12° / 25°');
  });

  it('shows degrees Fahrenheit, forecast included, to a guest who chose them', async () => {
    useGuestStore.getState().setGuest({ temperatureScale: 'fahrenheit' });
    render(<WeatherRoute />);
    const now = await screen.findByTestId('weather-now');
    expect(now.textContent).toContain('70°F');
    expect(now.textContent).not.toContain('°C');
    expect(screen.getByRole('list', { name: 'Forecast' }).textContent).toContain('54° / 77°');
  });

  it("shows the guest's scale in the tablet header too", async () => {
    useGuestStore.getState().setGuest({ temperatureScale: 'fahrenheit' });
    render(
      <MemoryRouter>
        <TabletWeather to="/weather" />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('link', { name: 'Weather: 70°F' })).textContent).toBe('70°');
  });
});
