import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCheckInLinkStore, useOrderLocationStore } from '@renderer/features/overlays';
import { QueryOverlays } from './query-overlays';

const useCheckInLinkStore = await loadCheckInLinkStore();

beforeEach(() => {
  useCheckInLinkStore.getState().setCheckInUrl(null);
  useOrderLocationStore.getState().setLocation(null);
});

describe('the page query', () => {
  it('keeps the check-in address of a link for the check-in screen, and the location tag for orders', async () => {
    render(
      <MemoryRouter initialEntries={[`/page/10?checkInUrl=${encodeURIComponent('https://checkin.example/stay?b=1')}&location=lobby`]}>
        <QueryOverlays phone allowedOrigins={[]} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(useCheckInLinkStore.getState().checkInUrl).toBe('https://checkin.example/stay?b=1'), { timeout: 5000 });
    expect(useOrderLocationStore.getState().location).toBe('lobby');
  });

  it('keeps no check-in address that is not a web address', async () => {
    render(
      <MemoryRouter initialEntries={['/page/10?checkInUrl=javascript%3Aalert(1)&location=lobby']}>
        <QueryOverlays phone allowedOrigins={[]} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(useOrderLocationStore.getState().location).toBe('lobby'), { timeout: 5000 });
    expect(useCheckInLinkStore.getState().checkInUrl).toBeNull();
  });
});
