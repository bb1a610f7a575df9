import type { FastifyInstance } from 'fastify';
import type { ChannelCommand, ChannelNames, QueueMessage, RealtimeSessionResponse } from '../../common/api/realtime';
import { importSealKey, open } from '../../common/realtime/seal';
import { DEMO_HOST } from './test-app';

/** A device's view of the real-time channel in server tests: its session, a held poll, and the commands it gets. */
export async function realtimeSession(app: FastifyInstance, token: string, headers: Record<string, string> = DEMO_HOST) {
  const response = await app.inject({ method: 'POST', url: '/api/realtime/session', headers, payload: { token } });
  const session = response.json<RealtimeSessionResponse>();
  const openAll = (messages: QueueMessage[]) =>
    Promise.all(messages.map(async (m) => (await open((await importSealKey(session.keys?.[m.channel] ?? ''))!, m.channel, m.text.c)) as ChannelCommand));
  return {
    session,
    /** Holds a poll on the channel from where it stands now; resolves with the commands of the first answer. */
    async next(scope: keyof ChannelNames): Promise<ChannelCommand[]> {
      const channel = session.channels?.[scope] ?? '';
      const position = session.positions?.[channel];
      const query = position ? `?time=${encodeURIComponent(position.time)}&tag=${position.tag}` : '';
      const answer = await app.inject({ url: `/queue/subv2/${channel}${query}`, headers });
      return answer.statusCode === 200 ? openAll(answer.json<QueueMessage[]>()) : [];
    },
  };
}
