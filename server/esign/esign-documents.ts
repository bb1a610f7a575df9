import { createHash } from 'node:crypto';
import type { ListItem } from '../../common/api/content';
import type { SignatureData, SignedDocumentContent } from '../../common/api/esign';
import { contentPaths } from '../../common/api/paths';
import type { GuestRow } from '../guests/guest-store';
import type { Hotel } from '../hotels/hotel';
import { canonicalJson } from './canonical-json';

type Json = Record<string, unknown>;

export interface EsignDocument {
  documentId: number;
  lang: string;
  title: string;
  text: string;
}

function esignItems(hotel: Hotel, lang: string): ListItem[] {
  const file = hotel.contentFiles.get(contentPaths.structure(hotel.uid, lang));
  if (!file) return [];
  const pages = ((JSON.parse(file.body.toString('utf8')) as Json).pages ?? {}) as Record<string, Json>;
  return Object.values(pages).flatMap((page) => ((page.listItems ?? []) as ListItem[]).filter((item) => item.type === 'esign'));
}

/** An esign list item of the hotel's content, in the language it was shown in (else the hotel's default). */
export function esignDocument(hotel: Hotel, documentId: number, lang: string): EsignDocument | undefined {
  for (const language of [lang, hotel.config.defaultLanguage]) {
    const item = esignItems(hotel, language).find((candidate) => candidate.id === documentId);
    if (item) return { documentId, lang: language, title: item.title, text: item.text ?? '' };
  }
  return undefined;
}

/** The registration card the online check-in signs: the content's first esign item. */
export function registrationCard(hotel: Hotel, lang: string): EsignDocument | undefined {
  for (const language of [lang, hotel.config.defaultLanguage]) {
    const item = esignItems(hotel, language)[0];
    if (item) return { documentId: item.id, lang: language, title: item.title, text: item.text ?? '' };
  }
  return undefined;
}

/** The document as the guest saw it: the hotel's text with the guest's own details. */
export const documentContent = (document: EsignDocument, guest: GuestRow, names?: { firstName: string; lastName: string }): SignedDocumentContent => ({
  ...document,
  guest: {
    title: guest.title,
    firstName: names?.firstName ?? guest.first_name,
    lastName: names?.lastName ?? guest.last_name,
    room: guest.room,
    checkInDate: guest.check_in_date,
    checkOutDate: guest.check_out_date,
  },
});

/** SHA-256, lowercase hex, over the canonical JSON of the document, a line feed, and the canonical JSON of the signature. */
export const documentHash = (document: SignedDocumentContent, signature: SignatureData): string =>
  createHash('sha256').update(`${canonicalJson(document)}\n${canonicalJson(signature)}`, 'utf8').digest('hex');
