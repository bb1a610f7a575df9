/*
 * Part 1 §3 esign list items and part 2 §4 the `esign` command. The guest signs a document of the hotel's content on
 * the screen; the backend keeps the document as it was shown, the signature's points, a SHA-256 of both and the time.
 * Not in the spec beyond that: these calls are the demo backend's contract (docs/backend-contract.md).
 */

/** One stroke: its points as `[x, y, pressure, ms since the stroke began]`, x and y in CSS pixels of the pad. */
export interface SignatureStroke {
  points: [x: number, y: number, pressure: number, t: number][];
}

/** What signature_pad drew, with the pad's size so the strokes can be drawn again at any scale. */
export interface SignatureData {
  width: number;
  height: number;
  strokes: SignatureStroke[];
}

/** Limits the backend holds a signature to (a 64 KB body): enough for a long name written slowly. */
export const SIGNATURE_LIMITS = { strokes: 60, points: 2_500, sidePx: 4_000 } as const;

/** `POST {api}/esign/sign` (JSON). */
export interface EsignSignRequest {
  token: string;
  /** The esign list item's id. */
  documentId: number;
  /** The language the document was shown in. */
  lang: string;
  signature: SignatureData;
}

export interface EsignSignResponse {
  result: number;
  data?: SignedDocumentSummary;
  message?: string;
}

/** The document as the guest saw it: the hotel's text and the guest's own details. */
export interface SignedDocumentContent {
  documentId: number;
  lang: string;
  title: string;
  text: string;
  guest: { title: string; firstName: string; lastName: string; room: string | null; checkInDate: string | null; checkOutDate: string | null };
}

export interface SignedDocumentSummary {
  id: number;
  documentId: number;
  title: string;
  /** Lowercase hex SHA-256 of the canonical JSON of the document followed by that of the signature. */
  hash: string;
  signedAt: number;
}

/** The operator's view of one signed document. */
export interface SignedDocument extends SignedDocumentSummary {
  room: string | null;
  guestName: string;
  source: 'app' | 'checkin';
  document: SignedDocumentContent;
  signature: SignatureData;
}

export const ESIGN_RESULT = { ok: 0, incorrectData: 1, incorrectToken: 2 } as const;

export const esignPaths = {
  sign: '/esign/sign',
} as const;
