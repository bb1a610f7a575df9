import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model: string; temperature: number; messages: { role: string; content: string }[] };
}

export type ModelReply = { status?: number; content?: string; raw?: string } | 'hang';

/**
 * A stand-in for an OpenAI-compatible endpoint on 127.0.0.1: it records each chat-completions call and answers in
 * that API's shape with whatever the test says next.
 */
export async function startFakeModel(): Promise<{ url: string; calls: ModelCall[]; next: (reply: ModelReply) => void; close: () => Promise<void> }> {
  const calls: ModelCall[] = [];
  let reply: ModelReply = { content: '' };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      calls.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(text) as ModelCall['body'] });
      if (reply === 'hang') return;
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      response.end(
        reply.raw ??
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' }, finish_reason: 'stop' }],
          }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    next: (next) => {
      reply = next;
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
