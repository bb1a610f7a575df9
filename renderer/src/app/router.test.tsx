import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStatus } from '@renderer/features/shell';
import { paths } from '@renderer/lib/paths';
import { AppRoutes } from './app';
import { routes } from './router';

beforeEach(() => useAppStatus.getState().setStatus('ready'));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

describe('routes', () => {
  it("shows 'This page could not be found' for an unknown route", async () => {
    renderAt('/no/such/route');
    expect(await screen.findByText('This page could not be found')).toBeDefined();
  });

  it('gives every route of the spec a screen of its own, in place of the not-found page', () => {
    const own = new Set([routes[0]!.path, ...routes[0]!.children!.map((route) => route.path)]);
    expect(Object.values(paths).filter((path) => !own.has(path))).toEqual([]);
  });

  it("answers an information type the app does not know with the not-found text", async () => {
    renderAt('/information/no-such-type');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeDefined();
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
