import type { RcuStateChange } from '@common/api';
import { rcuPaths, RCU_PUSH_OK } from '@common/api';
import { RCU_PUSH_TIMEOUT_MS, RCU_STATE_TIMEOUT_MS } from '@common/spec';
import { request } from '@renderer/lib/api';
import type { RcuDevice } from './rcu-devices';
import type { RcuTarget } from './rcu-engine';

/** Part 2 §7 `GET {rcu}/state.php` (5 s): type with Mini removed, room, params as encoded JSON. */
export const readRcuState = (device: RcuDevice, target: RcuTarget): Promise<unknown> =>
  request<unknown>({
    base: 'rcu',
    path: rcuPaths.state,
    query: { type: device.type, room: target.room, params: JSON.stringify(device.params), token: target.token },
    timeoutMs: RCU_STATE_TIMEOUT_MS,
  });

/** Part 2 §7 `GET {rcu}/push.php` (2 s): true when the reply is 'OK'. */
export async function pushRcuState(device: RcuDevice, change: RcuStateChange, target: RcuTarget): Promise<boolean> {
  try {
    const reply = await request<string>({
      base: 'rcu',
      path: rcuPaths.push,
      query: { type: device.type, room: target.room, state: JSON.stringify(change), params: JSON.stringify(device.params), token: target.token },
      timeoutMs: RCU_PUSH_TIMEOUT_MS,
      responseType: 'text',
    });
    return reply.trim() === RCU_PUSH_OK;
  } catch {
    return false;
  }
}
