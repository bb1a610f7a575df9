import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStatus } from '@renderer/features/shell';
import { routes } from './router';

beforeEach(() => useAppStatus.getState().setStatus('ready'));

const renderAt = (path: string) => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

describe('routes', () => {
  it("shows 'This page could not be found' for an unknown route", async () => {
    renderAt('/no/such/route');
    expect(await screen.findByText('This page could not be found')).toBeDefined();
  });

  it('treats a spec route of a later issue as a real page', async () => {
    renderAt('/sources_page');
    expect(await screen.findByText('This section is coming soon')).toBeDefined();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it("shows 'Hotel was not set' for the unknown hotel", async () => {
    useAppStatus.getState().setStatus('unknown-hotel');
    renderAt('/information/unknown-hotel');
    expect(await screen.findByRole('heading', { name: 'Hotel was not set' })).toBeDefined();
  });

  it('shows the error page when startup failed', () => {
    useAppStatus.getState().setStatus('error');
    renderAt('/');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDefined();
    expect(screen.getByText('SERVICE NOT AVAILABLE')).toBeDefined();
  });
});
