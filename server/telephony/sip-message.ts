import { parseMessage } from 'jssip/lib/Parser.js';
import type { IncomingRequest, IncomingResponse } from 'jssip/lib/SIPMessage';
import type { URI } from 'jssip/lib/URI';

/**
 * A SIP message as the exchange forwards it: JsSIP's parser checks it against the SIP grammar and reads the
 * structured fields (URIs, tags, CSeq); the raw header list is kept so a proxy can add and remove lines without
 * re-encoding what it does not touch. Over WebSocket one frame is one message (RFC 7118), so there is no framing.
 */
export interface SipHeader {
  name: string;
  value: string;
}

interface SipBase {
  headers: SipHeader[];
  body: string;
  callId: string;
  cseq: number;
  /** The CSeq method: for a response, the method of the request it answers. */
  cseqMethod: string;
  fromUser: string;
  fromTag: string;
  toUser: string;
  toTag: string | undefined;
}

export interface SipRequest extends SipBase {
  kind: 'request';
  method: string;
  uri: string;
  uriUser: string | undefined;
  uriHost: string;
}

export interface SipResponse extends SipBase {
  kind: 'response';
  status: number;
  reason: string;
}

export type SipMessage = SipRequest | SipResponse;

const COMPACT: Readonly<Record<string, string>> = {
  v: 'via', f: 'from', t: 'to', m: 'contact', i: 'call-id', l: 'content-length', c: 'content-type', k: 'supported',
};

export const canonicalName = (name: string): string => {
  const lower = name.toLowerCase();
  return COMPACT[lower] ?? lower;
};

export function parseSip(text: string): SipMessage | undefined {
  const parsed = parseMessage(text, null);
  if (!parsed) return undefined;
  const headEnd = text.indexOf('\r\n\r\n');
  const headLines = text.slice(0, headEnd < 0 ? text.length : headEnd).split('\r\n').slice(1);
  const headers: SipHeader[] = [];
  for (const line of headLines) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      headers[headers.length - 1]!.value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  const raw = parsed as unknown as { call_id: string; cseq: number; from_tag: string; to_tag?: string; method: string };
  const base = {
    headers,
    body: parsed.body ?? '',
    callId: raw.call_id,
    cseq: raw.cseq,
    cseqMethod: raw.method,
    fromUser: parsed.from.uri.user ?? '',
    fromTag: raw.from_tag,
    toUser: parsed.to.uri.user ?? '',
    toTag: raw.to_tag || undefined,
  };
  if ('status_code' in parsed && (parsed as IncomingResponse).status_code) {
    const response = parsed as IncomingResponse;
    return { ...base, kind: 'response', status: response.status_code, reason: response.reason_phrase };
  }
  const request = parsed as IncomingRequest;
  return {
    ...base,
    kind: 'request',
    method: request.method,
    uri: request.ruri.toString(),
    uriUser: request.ruri.user ?? undefined,
    uriHost: request.ruri.host,
  };
}

/** Headers whose values may be comma-joined on one line (RFC 3261 §7.3.1); auth headers hold commas of their own. */
const LIST_HEADERS = new Set(['via', 'route', 'record-route', 'contact']);

export const headerValues = (message: Pick<SipMessage, 'headers'>, name: string): string[] =>
  message.headers.filter((h) => canonicalName(h.name) === name).flatMap((h) => (LIST_HEADERS.has(name) ? splitList(h.value) : [h.value]));

export const firstHeader = (message: Pick<SipMessage, 'headers'>, name: string): string | undefined =>
  headerValues(message, name)[0];

/** Splits a comma-separated header value at top-level commas (not inside quotes or angle brackets). */
export function splitList(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '"' && value[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && ch === '<') depth++;
    else if (!quoted && ch === '>') depth--;
    else if (!quoted && depth === 0 && ch === ',') {
      out.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = value.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/** Removes the first value of a (possibly comma-joined) header and returns it. */
export function shiftHeader(message: Pick<SipMessage, 'headers'>, name: string): string | undefined {
  const index = message.headers.findIndex((h) => canonicalName(h.name) === name);
  if (index < 0) return undefined;
  const [first, ...rest] = splitList(message.headers[index]!.value);
  if (rest.length > 0) message.headers[index] = { name: message.headers[index]!.name, value: rest.join(', ') };
  else message.headers.splice(index, 1);
  return first;
}

export const setHeader = (message: Pick<SipMessage, 'headers'>, name: string, value: string): void => {
  message.headers = message.headers.filter((h) => canonicalName(h.name) !== name.toLowerCase());
  message.headers.push({ name, value });
};

/** `;name=value` of a header value such as a Via (`undefined` when absent, `''` for a bare flag). */
export function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}(?:=([^;,\\s>]*))?(?=[;,\\s>]|$)`, 'i').exec(value);
  return match ? (match[1] ?? '') : undefined;
}

/** The URI inside `"Name" <sip:...>;params` or a bare `sip:...;params`. */
export function uriOf(nameAddr: string): string {
  const angled = /<([^>]*)>/.exec(nameAddr);
  return angled ? angled[1]! : nameAddr.split(';')[0]!.trim();
}

export function hostOfUri(uri: string): string | undefined {
  const match = /^sips?:(?:[^@;]*@)?(\[[^\]]+\]|[^;:?>]+)/i.exec(uri.trim());
  return match?.[1]?.toLowerCase();
}

export function userOfUri(uri: string): string | undefined {
  const match = /^sips?:([^@;:]+)(?::[^@]*)?@/i.exec(uri.trim());
  return match?.[1];
}

export function serializeRequest(method: string, uri: string, headers: SipHeader[], body: string): string {
  return serialize(`${method} ${uri} SIP/2.0`, headers, body);
}

export function serializeResponse(status: number, reason: string, headers: SipHeader[], body: string): string {
  return serialize(`SIP/2.0 ${status} ${reason}`, headers, body);
}

export const serializeMessage = (message: SipMessage): string =>
  message.kind === 'request'
    ? serializeRequest(message.method, message.uri, message.headers, message.body)
    : serializeResponse(message.status, message.reason, message.headers, message.body);

function serialize(startLine: string, headers: SipHeader[], body: string): string {
  const lines = headers.filter((h) => canonicalName(h.name) !== 'content-length').map((h) => `${h.name}: ${h.value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${startLine}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** A response to a request, carrying its Via, From, To (with a tag for anything but 100), Call-ID and CSeq. */
export function responseTo(
  request: SipRequest,
  status: number,
  reason: string,
  options: { toTag?: string; headers?: SipHeader[]; body?: string } = {},
): string {
  const copied = request.headers.filter((h) => ['via', 'from', 'call-id', 'cseq', 'record-route'].includes(canonicalName(h.name)) && (status !== 100 || canonicalName(h.name) !== 'record-route'));
  const to = request.headers.find((h) => canonicalName(h.name) === 'to')?.value ?? '';
  const toValue = status > 100 && !request.toTag && options.toTag ? `${to};tag=${options.toTag}` : to;
  const headers = [...copied, { name: 'To', value: toValue }, ...(options.headers ?? [])];
  return serializeResponse(status, reason, headers, options.body ?? '');
}

export type { URI };
