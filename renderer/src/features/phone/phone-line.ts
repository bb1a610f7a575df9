import { UA, WebSocketInterface } from 'jssip';
import type { EndEvent, RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent } from 'jssip/lib/UA';
import type { SipCredentials } from '@common/api';
import { APP_VERSION } from '@common/spec';
import { baseUrl } from '@renderer/lib/api/bases';
import { log } from '@renderer/lib/log';
import { useAuthStore } from '@renderer/features/auth';
import { endedByUs, failureReason, type FailureReason } from './call-outcome';
import { callIsLive, useCallStore } from './call-store';
import { requestExtension } from './phone-calls';
import { usePhoneStore } from './phone-store';
import { startRingTone } from './ring-tone';
import { absoluteWsUrl } from './ws-url';

/**
 * The room's line: JsSIP over the exchange's WebSocket with the credentials `POST /extension` gave. A room's tablet
 * registers, so calls to the room ring on it; any other device opens the line when it calls. One call at a time.
 */

const AUDIO_ONLY = { audio: true, video: false } as const;
/** The exchange hands out host candidates only: no STUN server to wait for. */
const PC_CONFIG: RTCConfiguration = { iceServers: [] };
const CONNECT_LIMIT_MS = 10_000;
/** Ask for fresh credentials this long before they expire. */
const REFRESH_MARGIN_S = 300;
/** How long 'Call ended' or a failure stays on screen. */
export const CALL_RESULT_MS = 4000;

interface Line {
  ua: UA;
  credentials: SipCredentials;
  token: string | null;
  refresh?: ReturnType<typeof setTimeout>;
}

let line: Line | null = null;
let opening: Promise<Line> | null = null;
let session: RTCSession | null = null;
let stopRing: (() => void) | null = null;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
let remoteAudio: HTMLAudioElement | null = null;

const nowS = () => Math.floor(Date.now() / 1000);

function connected(ua: UA): Promise<void> {
  if (ua.isConnected()) return Promise.resolve();
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('exchange not reachable')), CONNECT_LIMIT_MS);
    ua.on('connected', () => {
      clearTimeout(timer);
      ok();
    });
  });
}

export function closeLine(): void {
  if (!line) return;
  clearTimeout(line.refresh);
  line.ua.stop();
  line = null;
  useCallStore.setState({ registered: false });
}

/** Leaving /phone closes a line that only calls out, unless a call is on it; a room tablet's line stays. */
export function closeIdleLine(): void {
  if (line && !line.credentials.register && !session && !opening) closeLine();
}

/** The line for the current guest (or none: emergency only), reused while the token and credentials hold. */
export async function openLine(): Promise<Line> {
  const token = useAuthStore.getState().token;
  if (line && line.token === token && line.credentials.expiresAt - REFRESH_MARGIN_S > nowS()) return line;
  opening ??= (async () => {
    closeLine();
    const answer = await requestExtension(token);
    if (answer.result !== 0 || !answer.data) throw new Error(`extension refused: ${answer.result}`);
    const credentials = answer.data;
    const ua = new UA({
      sockets: [new WebSocketInterface(absoluteWsUrl(credentials.wsUrl, baseUrl('telephony'), location.href))],
      uri: `sip:${credentials.extension}@${credentials.domain}`,
      authorization_user: credentials.authorizationUser,
      password: credentials.password,
      register: credentials.register,
      session_timers: false,
      user_agent: `Stay/${APP_VERSION}`,
    });
    ua.on('newRTCSession', onNewSession);
    ua.on('registered', () => useCallStore.setState({ registered: true }));
    ua.on('unregistered', () => useCallStore.setState({ registered: false }));
    ua.on('registrationFailed', (event) => {
      useCallStore.setState({ registered: false });
      log('warn', 'phone registration failed', event.cause);
    });
    const opened: Line = { ua, credentials, token };
    if (credentials.register) {
      opened.refresh = setTimeout(() => void reopen(), Math.max(0, credentials.expiresAt - REFRESH_MARGIN_S - nowS()) * 1000);
    }
    line = opened;
    ua.start();
    await connected(ua);
    return opened;
  })().finally(() => {
    opening = null;
  });
  return opening;
}

async function reopen(): Promise<void> {
  if (session) return;
  closeLine();
  await openLine().catch((error: unknown) => log('warn', 'phone line could not reopen', error));
}

function settle(patch: { status: 'ended' } | { status: 'failed'; failure: FailureReason }) {
  stopRing?.();
  stopRing = null;
  session = null;
  if (remoteAudio) remoteAudio.srcObject = null;
  useCallStore.setState({ ...patch, connectedAt: null, failure: patch.status === 'failed' ? patch.failure : null });
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    if (!callIsLive(useCallStore.getState().status)) useCallStore.setState({ status: 'idle', failure: null, number: '' });
  }, CALL_RESULT_MS);
}

function playRemote(pc: RTCPeerConnection) {
  pc.addEventListener('track', (event) => {
    remoteAudio ??= new Audio();
    remoteAudio.autoplay = true;
    remoteAudio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
    void remoteAudio.play().catch(() => undefined);
  });
}

function attach(next: RTCSession) {
  session = next;
  clearTimeout(settleTimer);
  if (next.connection) playRemote(next.connection);
  else next.on('peerconnection', ({ peerconnection }) => playRemote(peerconnection as unknown as RTCPeerConnection));
  next.on('progress', () => {
    if (next.direction === 'outgoing') useCallStore.setState({ status: 'ringing' });
  });
  next.on('accepted', () => {
    stopRing?.();
    stopRing = null;
    useCallStore.setState({ status: 'connected', connectedAt: Date.now() });
    if (usePhoneStore.getState().muted) next.mute({ audio: true });
  });
  next.on('ended', () => settle({ status: 'ended' }));
  next.on('failed', (event: EndEvent) => {
    const message = event.message as { status_code?: number; reason_phrase?: string } | undefined;
    if (endedByUs(event.cause, event.originator)) return settle({ status: 'ended' });
    settle({ status: 'failed', failure: failureReason(event.cause, message?.status_code, message?.reason_phrase) });
  });
}

function onNewSession(event: RTCSessionEvent) {
  if (event.originator !== 'remote') return;
  if (session) {
    event.session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
    return;
  }
  attach(event.session);
  useCallStore.setState({ status: 'incoming', direction: 'in', number: event.request.from.uri.user ?? '', connectedAt: null, failure: null });
  stopRing = startRingTone();
}

/** Dials a number as it is: 911 goes out with no prefix, from any state, logged in or not. */
export async function call(number: string): Promise<void> {
  if (session || !number) return;
  useCallStore.setState({ status: 'calling', direction: 'out', number, connectedAt: null, failure: null });
  try {
    const opened = await openLine();
    if (useCallStore.getState().status !== 'calling' || session) return;
    const outgoing = opened.ua.call(`sip:${number}@${opened.credentials.domain}`, { mediaConstraints: AUDIO_ONLY, pcConfig: PC_CONFIG });
    attach(outgoing);
  } catch (error) {
    log('warn', 'call could not start', error);
    settle({ status: 'failed', failure: 'unreachable' });
  }
}

export function answer(): void {
  if (session?.direction !== 'incoming' || useCallStore.getState().status !== 'incoming') return;
  stopRing?.();
  stopRing = null;
  session.answer({ mediaConstraints: AUDIO_ONLY, pcConfig: PC_CONFIG });
}

export function hangUp(): void {
  if (!session) {
    if (useCallStore.getState().status === 'calling') settle({ status: 'ended' });
    return;
  }
  const status = useCallStore.getState().status;
  session.terminate(status === 'incoming' ? { status_code: 603, reason_phrase: 'Decline' } : undefined);
}

export function setMuted(muted: boolean): void {
  usePhoneStore.getState().setMuted(muted);
  if (!session?.isEstablished()) return;
  if (muted) session.mute({ audio: true });
  else session.unmute({ audio: true });
}
