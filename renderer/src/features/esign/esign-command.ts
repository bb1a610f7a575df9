import { registerCommand } from '@renderer/features/realtime';
import { log } from '@renderer/lib/log';
import { useEsignRequestStore } from './esign-request-store';

export interface EsignCommandContext {
  /** A registered room device: the only place the command works (part 2 §4). */
  inRoom: () => boolean;
  /** Whether the hotel's content has this esign document. */
  hasDocument: (documentId: number) => boolean;
}

/** The front desk's `esign` command opens a document on the room tablet; elsewhere, or for an unknown one, it is only logged. */
export function registerEsignCommand(context: EsignCommandContext): () => void {
  return registerCommand('esign', (data) => {
    const documentId = Number(data.documentId);
    if (!context.inRoom()) {
      log('info', 'esign: ignored outside a room', data);
      return;
    }
    if (!Number.isInteger(documentId) || !context.hasDocument(documentId)) {
      log('info', 'esign: document not found', data);
      return;
    }
    useEsignRequestStore.getState().request(documentId);
  });
}
