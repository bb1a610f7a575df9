import { describe, expect, it, vi } from 'vitest';
import { runDiagnostics } from './diagnostics';

const config = { apiUrl: '/api', contentUrl: '/content', queueUrl: '/queue', rcuUrl: '/rcu' };

describe('runDiagnostics', () => {
  it('checks every host with its status and a timing, and is honest about what is missing', async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      const path = String(url);
      if (path.startsWith('/queue')) return new Response('', { status: 404 });
      if (path.startsWith('/rcu')) throw new TypeError('Failed to fetch');
      return new Response('ok');
    });
    const results = await runDiagnostics(
      { hotel: 'demo', uid: 'demo-137', config, staticBase: '/static', room: '101', remoteStateUrl: undefined },
      fetcher as typeof fetch,
    );
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['static', 'pass'],
      ['content', 'pass'],
      ['api', 'pass'],
      ['queue', 'fail'],
      ['room controller', 'fail'],
      ['remote state', 'not-configured'],
    ]);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual([
      '/static/demo/config.json',
      '/content/demo-137/content.hash',
      '/api/hotel?name=demo',
      '/queue',
      '/rcu/state.php?room=101',
    ]);
    expect(results[3]?.detail).toBe('HTTP 404');
    expect(results[4]?.detail).toBe('Failed to fetch');
    expect(results.every((r) => r.ms >= 0)).toBe(true);
  });

  it('says the room controller is not configured on a device without a room', async () => {
    const results = await runDiagnostics(
      { hotel: 'demo', uid: 'demo-137', config, staticBase: '/static', room: undefined, remoteStateUrl: undefined },
      (async () => new Response('ok')) as typeof fetch,
    );
    expect(results.find((r) => r.name === 'room controller')).toMatchObject({ status: 'not-configured', detail: 'this device has no room' });
  });
});
