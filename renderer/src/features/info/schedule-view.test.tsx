import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@renderer/lib/i18n';
import { ScheduleView } from './schedule-view';

const schedule = {
  airport: 'LHR',
  name: 'London Heathrow',
  departures: [
    { flight: 'BA 1402', destination: 'Paris CDG', time: '06:45', gate: 'A12', status: 'departed' },
    { flight: 'EK 0002', destination: 'Dubai', time: '11:40', gate: 'A8', status: 'delayed' },
    { flight: 'XX 1', destination: 'Nowhere', time: '12:00', gate: 'Z1', status: 'diverted' },
  ],
  arrivals: [],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const departures = async () => within(await screen.findByRole('table', { name: 'Departures' }));

describe('ScheduleView', () => {
  it("shows each flight's status in the guest's language, an unknown one as sent", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(schedule))));
    render(<ScheduleView airport="LHR" title="Flights" />);
    const table = await departures();
    expect(table.getByText('Departed')).toBeDefined();
    expect(table.getByText('Delayed')).toBeDefined();
    expect(table.getByText('diverted')).toBeDefined();
  });

  it('speaks German to a German guest', async () => {
    await setLanguage('de');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(schedule))));
    render(<ScheduleView airport="LHR" title="Flüge" />);
    const table = await within(await screen.findByRole('table', { name: 'Abflüge' }));
    expect(table.getByText('Gestartet')).toBeDefined();
    expect(table.getByText('Verspätet')).toBeDefined();
  });
});
