import { describe, expect, it, vi } from 'vitest';
import { createOfflineQueue } from './offline-queue';

describe('offline queue', () => {
  it('lets calls through at once while online and never refreshes for them', async () => {
    const refresh = vi.fn();
    const queue = createOfflineQueue(() => true, refresh);
    await queue.whenOnline();
    await queue.reconnected();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('defers calls made offline, runs them in order on reconnect, then refreshes once', async () => {
    let online = false;
    const order: string[] = [];
    const queue = createOfflineQueue(() => online, () => void order.push('refresh'));
    const first = queue.whenOnline().then(() => order.push('order 1'));
    const second = queue.whenOnline().then(() => order.push('order 2'));
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(queue.pending()).toBe(2);
    online = true;
    await queue.reconnected();
    await Promise.all([first, second]);
    expect(order).toEqual(['order 1', 'order 2', 'refresh']);
    expect(queue.pending()).toBe(0);
  });
});
