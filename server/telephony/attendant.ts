import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RTCPeerConnection as PeerConnection } from 'werift';
import { EMERGENCY_NUMBER } from '../../common/spec/limits';
import { DEFAULT_RESOURCES_DIR } from '../repo-paths';
import type { AttendantPort } from './sip-exchange';
import { ATTENDANT_HOST } from './sip-exchange';
import { responseTo, serializeRequest, uriOf, firstHeader, type SipRequest } from './sip-message';

/**
 * The hotel's numbers in the demo: a simulated attendant that answers at once and plays a recorded greeting
 * (`resources/telephony/*.ul`, G.711 µ-law at 8 kHz, made by `scripts/make-greetings.sh`) in a loop until the guest
 * hangs up. Its media end is werift, a WebRTC stack in TypeScript: no native module, no download at install.
 * PCMU needs no encoder, so the recorded bytes go out as they are, 160 bytes (20 ms) per RTP packet.
 */

const FRAME_BYTES = 160;
const FRAME_MS = 20;
const MULAW_SILENCE = 0xff;
const PAUSE_FRAMES = 50;
const GATHERING_LIMIT_MS = 3000;

export const GREETINGS_DIR = join(DEFAULT_RESOURCES_DIR, 'telephony');

export interface AttendantOptions {
  /** ICE host address: the address the demo listens on, so media stays where its HTTP does; none means every interface. */
  iceHostAddress?: string;
  greetingsDir?: string;
}

interface Call {
  connectionId: string;
  invite: SipRequest;
  toTag: string;
  answered: boolean;
  ended: boolean;
  pc?: PeerConnection;
  timer?: ReturnType<typeof setInterval>;
  reply: (text: string) => void;
}

export function attendant(options: AttendantOptions = {}): AttendantPort {
  const calls = new Map<string, Call>();
  const dir = options.greetingsDir ?? GREETINGS_DIR;
  const greetings = new Map<string, Buffer>();
  const greetingFor = (number: string) => {
    const name = number === EMERGENCY_NUMBER ? 'emergency' : 'hotel';
    let audio = greetings.get(name);
    if (!audio) {
      audio = readFileSync(join(dir, `greeting-${name}.ul`));
      greetings.set(name, audio);
    }
    return audio;
  };

  function end(call: Call) {
    call.ended = true;
    if (call.timer) clearInterval(call.timer);
    void call.pc?.close();
    calls.delete(call.invite.callId);
  }

  async function answer(call: Call) {
    const { RTCPeerConnection, RTCRtpCodecParameters, MediaStreamTrack, RtpHeader, RtpPacket } = await import('werift');
    const pc = new RTCPeerConnection({
      codecs: { audio: [new RTCRtpCodecParameters({ mimeType: 'audio/PCMU', clockRate: 8000, channels: 1, payloadType: 0 })] },
      ...(options.iceHostAddress ? { iceUseIpv4: false, iceUseIpv6: false, iceAdditionalHostAddresses: [options.iceHostAddress] } : {}),
    });
    call.pc = pc;
    const track = new MediaStreamTrack({ kind: 'audio' });
    pc.addTransceiver(track, { direction: 'sendrecv' });
    await pc.setRemoteDescription({ type: 'offer', sdp: call.invite.body });
    await pc.setLocalDescription(await pc.createAnswer());
    if (pc.iceGatheringState !== 'complete') {
      await new Promise<void>((done) => {
        const limit = setTimeout(done, GATHERING_LIMIT_MS);
        pc.iceGatheringStateChange.subscribe((state) => {
          if (state !== 'complete') return;
          clearTimeout(limit);
          done();
        });
      });
    }
    if (call.ended) return void pc.close();
    const number = call.invite.uriUser ?? '';
    call.answered = true;
    call.reply(
      responseTo(call.invite, 200, 'OK', {
        toTag: call.toTag,
        headers: [
          { name: 'Contact', value: `<sip:${number}@${ATTENDANT_HOST};transport=ws>` },
          { name: 'Allow', value: 'INVITE, ACK, CANCEL, BYE, OPTIONS' },
          { name: 'Content-Type', value: 'application/sdp' },
        ],
        body: pc.localDescription?.sdp ?? '',
      }),
    );
    const greeting = greetingFor(number);
    const loopLength = greeting.length + PAUSE_FRAMES * FRAME_BYTES;
    let offset = 0;
    let sequenceNumber = randomBytes(2).readUInt16BE();
    let timestamp = randomBytes(4).readUInt32BE();
    call.timer = setInterval(() => {
      const frame = Buffer.alloc(FRAME_BYTES, MULAW_SILENCE);
      if (offset < greeting.length) greeting.copy(frame, 0, offset, Math.min(offset + FRAME_BYTES, greeting.length));
      const header = new RtpHeader({ payloadType: 0, sequenceNumber, timestamp, marker: offset === 0 });
      track.writeRtp(new RtpPacket(header, frame));
      sequenceNumber = (sequenceNumber + 1) & 0xffff;
      timestamp = (timestamp + FRAME_BYTES) >>> 0;
      offset = (offset + FRAME_BYTES) % loopLength;
    }, FRAME_MS);
  }

  function hangUp(call: Call) {
    const invite = call.invite;
    const contact = uriOf(firstHeader(invite, 'contact') ?? '');
    const from = invite.headers.find((h) => h.name.toLowerCase() === 'to')?.value ?? '';
    const to = invite.headers.find((h) => h.name.toLowerCase() === 'from')?.value ?? '';
    call.reply(
      serializeRequest('BYE', contact, [
        { name: 'Via', value: `SIP/2.0/WS ${ATTENDANT_HOST};branch=z9hG4bK${randomBytes(8).toString('hex')}` },
        { name: 'Max-Forwards', value: '70' },
        { name: 'From', value: `${from};tag=${call.toTag}` },
        { name: 'To', value: to },
        { name: 'Call-ID', value: invite.callId },
        { name: 'CSeq', value: '1 BYE' },
      ], ''),
    );
    end(call);
  }

  return {
    handle(request, reply, connectionId) {
      const call = calls.get(request.callId);
      switch (request.method) {
        case 'INVITE': {
          if (call) return reply(responseTo(request, 488, 'Not Acceptable Here', { toTag: call.toTag }));
          const fresh: Call = { connectionId, invite: request, toTag: randomBytes(6).toString('hex'), answered: false, ended: false, reply };
          calls.set(request.callId, fresh);
          reply(responseTo(request, 100, 'Trying'));
          reply(responseTo(request, 180, 'Ringing', { toTag: fresh.toTag }));
          answer(fresh).catch(() => {
            if (fresh.ended) return;
            reply(responseTo(request, 488, 'Not Acceptable Here', { toTag: fresh.toTag }));
            end(fresh);
          });
          return;
        }
        case 'CANCEL':
          reply(responseTo(request, 200, 'OK'));
          if (call && !call.answered) {
            reply(responseTo(call.invite, 487, 'Request Terminated', { toTag: call.toTag }));
            end(call);
          }
          return;
        case 'BYE':
          reply(responseTo(request, call ? 200 : 481, call ? 'OK' : 'Call/Transaction Does Not Exist'));
          if (call) end(call);
          return;
        case 'ACK':
          return;
        case 'OPTIONS':
          return reply(responseTo(request, 200, 'OK'));
        default:
          return reply(responseTo(request, 405, 'Method Not Allowed'));
      }
    },
    dropConnection(connectionId) {
      for (const call of [...calls.values()]) if (call.connectionId === connectionId) end(call);
    },
    async close() {
      for (const call of [...calls.values()]) (call.answered ? hangUp : end)(call);
    },
  };
}
