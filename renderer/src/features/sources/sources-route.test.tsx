import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HotelConfig, Structure } from '@common/api';
import { APP_VERSION } from '@common/spec';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { SourcesRoute } from './sources-route';

const structure: Structure = {
  pages: {
    id_50: { id: 50, parentId: 0, type: 'list', title: 'Around', listItems: [{ id: 503, title: 'Flights', widget: { type: 'airportSchedule', airport: 'LHR' } }] },
    id_90: { id: 90, parentId: 0, type: 'weather', title: 'Weather' },
  },
  menu: [],
  config: {},
} as unknown as Structure;

describe('/sources_page', () => {
  it("names where the information comes from and the app's open-source components with their licences", () => {
    useHotelStore.getState().setHotel('demo', { meta: { title: 'Stay Demo Hotel' } } as HotelConfig, { id: 137, uid: 'demo-137' });
    useContentStore.getState().setContent('demo-137', structure, null);
    render(<SourcesRoute />);
    const information = screen.getByTestId('information-sources');
    expect(within(information).getByText('Stay Demo Hotel')).toBeDefined();
    expect(within(information).getByText("The hotel's weather service")).toBeDefined();
    expect(within(information).getByText('LHR')).toBeDefined();
    expect(screen.getByText(`Stay, version ${APP_VERSION}`)).toBeDefined();
    const software = within(screen.getByTestId('open-source'));
    expect(software.getByRole('link', { name: 'react' })).toBeDefined();
    expect(software.getByText('(MPL-2.0 OR Apache-2.0)')).toBeDefined();
  });
});
