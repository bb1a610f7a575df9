import type { SealedBody } from '../../common/api/realtime';

export type QueueRelay = (channel: string, body: SealedBody) => void;

/**
 * A hotel group's queue on another engine (deploy/nchan): what the backend publishes goes to that engine's
 * `{queue}/pub?id=` as well, as a device's publish would. Failures are logged; the embedded queue still has the message.
 */
export function queueRelay(queueUrl: string, log: (message: string) => void = (message) => console.warn(message)): QueueRelay {
  const base = queueUrl.replace(/\/+$/, '');
  return (channel, body) => {
    fetch(`${base}/pub?id=${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => void (response.ok || log(`queue relay: ${channel} answered ${response.status}`)),
      (error: unknown) => log(`queue relay: ${channel} not reached: ${String(error)}`),
    );
  };
}
