import { describe, expect, it, vi } from 'vitest';
import { OperatorCallError, UnauthorizedError, operatorApi } from './operator-api';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('operatorApi', () => {
  it('calls the hotel’s operator path with the token as Bearer, and JSON bodies', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => answer(201, { message: { id: 9 } }));
    await operatorApi('demo', 's3cret', fetcher).reply('101', 'reception', 'On our way');
    expect(fetcher).toHaveBeenCalledWith('/operator/demo/rooms/101/messages', {
      method: 'POST',
      headers: { authorization: 'Bearer s3cret', 'content-type': 'application/json' },
      body: JSON.stringify({ recipientId: 'reception', text: 'On our way' }),
    });
  });

  it('turns 401 into UnauthorizedError, and other refusals into the server’s reason', async () => {
    await expect(operatorApi('demo', 'wrong', async () => answer(401, { error: 'Unauthorized' })).rooms()).rejects.toBeInstanceOf(UnauthorizedError);
    const refused = operatorApi('demo', 't', async () => answer(409, { error: 'Nobody is checked in' })).checkout('104');
    await expect(refused).rejects.toBeInstanceOf(OperatorCallError);
    await expect(refused).rejects.toThrow('Nobody is checked in');
  });

  it('sends a command without data as { cmd } alone', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => answer(200, { published: true, channel: 'roomR' }));
    await operatorApi('demo', 't', fetcher).command('101', 'getstate');
    expect(fetcher.mock.calls[0]?.[1]?.body).toBe('{"cmd":"getstate"}');
  });
});
