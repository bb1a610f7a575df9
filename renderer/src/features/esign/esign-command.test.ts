import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchCommand } from '@renderer/features/realtime';
import { clearLog, logEntries } from '@renderer/lib/log';
import { registerEsignCommand } from './esign-command';
import { useEsignRequestStore } from './esign-request-store';

let off: () => void = () => undefined;
afterEach(() => {
  off();
  clearLog();
  useEsignRequestStore.getState().done();
});

describe('the esign command (part 2 §4)', () => {
  it('opens the document on a room device', async () => {
    off = registerEsignCommand({ inRoom: () => true, hasDocument: (id) => id === 504 });
    expect(await dispatchCommand({ cmd: 'esign', data: { documentId: '504' } })).toBe(true);
    expect(useEsignRequestStore.getState().documentId).toBe(504);
  });

  it('outside a room is only logged', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    off = registerEsignCommand({ inRoom: () => false, hasDocument: () => true });
    await dispatchCommand({ cmd: 'esign', data: { documentId: '504' } });
    expect(useEsignRequestStore.getState().documentId).toBeNull();
    expect(logEntries().at(-1)?.message).toBe('esign: ignored outside a room');
  });

  it('for a document the content does not have is only logged', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    off = registerEsignCommand({ inRoom: () => true, hasDocument: () => false });
    for (const documentId of ['999', 'x', '']) await dispatchCommand({ cmd: 'esign', data: { documentId } });
    expect(useEsignRequestStore.getState().documentId).toBeNull();
    expect(logEntries().filter((e) => e.message === 'esign: document not found')).toHaveLength(3);
  });
});
