import type { SignatureData, SignedDocument, SignedDocumentContent } from '../../common/api/esign';
import type { Db } from '../db/open-database';

interface SignedRow {
  id: number;
  document_id: number;
  room: string | null;
  source: 'app' | 'checkin';
  document: string;
  signature: string;
  hash: string;
  signed_at: number;
  guest_name: string;
}

export interface NewSignedDocument {
  hotelId: number;
  guestId: number;
  room: string | null;
  source: 'app' | 'checkin';
  document: SignedDocumentContent;
  signature: SignatureData;
  hash: string;
}

const toSigned = (row: SignedRow): SignedDocument => {
  const document = JSON.parse(row.document) as SignedDocumentContent;
  return {
    id: row.id, documentId: row.document_id, title: document.title, hash: row.hash, signedAt: row.signed_at, room: row.room,
    guestName: row.guest_name, source: row.source, document, signature: JSON.parse(row.signature) as SignatureData,
  };
};

export type EsignStore = ReturnType<typeof esignStore>;

/** Signed documents are only ever added: a new signature is a new row, the old one stays as it was signed. */
export function esignStore(db: Db) {
  const insert = db.prepare(`
    INSERT INTO signed_documents (hotel_id, guest_id, room, document_id, source, document, signature, hash, signed_at)
    VALUES (@hotelId, @guestId, @room, @documentId, @source, @document, @signature, @hash, @signedAt)`);
  const select = `SELECT s.*, trim(g.first_name || ' ' || g.last_name) AS guest_name FROM signed_documents s JOIN guests g ON g.id = s.guest_id`;
  const latest = db.prepare<[number, string | null, string | null, number], SignedRow>(
    `${select} WHERE s.hotel_id = ? AND (? IS NULL OR s.room = ?) ORDER BY s.id DESC LIMIT ?`,
  );
  const byId = db.prepare<[number, number], SignedRow>(`${select} WHERE s.hotel_id = ? AND s.id = ?`);
  return {
    add(entry: NewSignedDocument): { id: number; signedAt: number } {
      const signedAt = Date.now();
      const { lastInsertRowid } = insert.run({
        hotelId: entry.hotelId, guestId: entry.guestId, room: entry.room, documentId: entry.document.documentId, source: entry.source,
        document: JSON.stringify(entry.document), signature: JSON.stringify(entry.signature), hash: entry.hash, signedAt,
      });
      return { id: Number(lastInsertRowid), signedAt };
    },
    latest: (hotelId: number, room: string | null, limit: number) => latest.all(hotelId, room, room, limit).map(toSigned),
    byId: (hotelId: number, id: number) => {
      const row = byId.get(hotelId, id);
      return row ? toSigned(row) : undefined;
    },
  };
}
