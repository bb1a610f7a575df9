import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

vi.mock('./report-error-lazy', () => ({ reportError: vi.fn(() => Promise.resolve()) }));

function Broken(): never {
  throw new Error('the screen failed to draw');
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('the route error boundary', () => {
  it('shows the error page in place of a screen that fails, and the screen again once the guest goes elsewhere', () => {
    const view = render(
      <RouteErrorBoundary place="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDefined();
    expect(screen.getByText('SERVICE NOT AVAILABLE')).toBeDefined();

    view.rerender(
      <RouteErrorBoundary place="b">
        <p>The bill</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('The bill')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('keeps the error page while the guest stays where it failed', () => {
    const view = render(
      <RouteErrorBoundary place="a">
        <Broken />
      </RouteErrorBoundary>,
    );
    view.rerender(
      <RouteErrorBoundary place="a">
        <p>The bill</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDefined();
  });
});
