import { describe, expect, it } from 'vitest';
import { endedByUs, failureReason } from './call-outcome';
import { callDuration, partyName } from './party-name';
import { absoluteWsUrl } from './ws-url';

describe('why a call failed', () => {
  it("reads the exchange's do-not-disturb and emergency-only answers", () => {
    expect(failureReason('Busy', 486, 'Do Not Disturb')).toBe('dnd');
    expect(failureReason('Rejected', 403, 'Emergency Calls Only')).toBe('emergencyOnly');
  });

  it("maps JsSIP's causes", () => {
    expect(failureReason('Busy', 486, 'Busy Here')).toBe('busy');
    expect(failureReason('Rejected', 603, 'Decline')).toBe('declined');
    expect(failureReason('Not Found', 404, 'Not Found')).toBe('notFound');
    expect(failureReason('Unavailable', 480, 'Temporarily Unavailable')).toBe('unavailable');
    expect(failureReason('User Denied Media Access')).toBe('microphone');
    expect(failureReason('Connection Error')).toBe('unreachable');
    expect(failureReason('Bad Media Description')).toBe('other');
  });

  it('treats giving up on our side as an ended call, not a failed one', () => {
    expect(endedByUs('Canceled', 'local')).toBe(true);
    expect(endedByUs('Rejected', 'local')).toBe(true);
    expect(endedByUs('Rejected', 'remote')).toBe(false);
  });
});

describe('call display', () => {
  const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key)) as Parameters<typeof partyName>[1];

  it("names the spec's hotel lines, the emergency number and rooms", () => {
    expect(partyName('800', t)).toBe('phone.lines.reception');
    expect(partyName('600', t)).toBe('phone.lines.inRoomDining');
    expect(partyName('500', t)).toBe('phone.lines.localCall');
    expect(partyName('400', t)).toBe('phone.lines.hotelServices');
    expect(partyName('911', t)).toBe('phone.emergency.title');
    expect(partyName('102', t)).toBe('phone.room:{"number":"102"}');
    expect(partyName('sos-ab12', t)).toBe('');
  });

  it('shows the connected time as mm:ss, h:mm:ss past an hour', () => {
    expect(callDuration(0)).toBe('00:00');
    expect(callDuration(65_400)).toBe('01:05');
    expect(callDuration(3_725_000)).toBe('1:02:05');
  });

  it("resolves the exchange's address against the telephony host", () => {
    expect(absoluteWsUrl('/telephony/ws', '/telephony', 'http://demo.localhost:8080/phone')).toBe('ws://demo.localhost:8080/telephony/ws');
    expect(absoluteWsUrl('/telephony/ws', 'https://tel.hotel.example', 'https://demo.stay.app/phone')).toBe('wss://tel.hotel.example/telephony/ws');
    expect(absoluteWsUrl('wss://sip.hotel.example/', '/telephony', 'https://demo.stay.app/')).toBe('wss://sip.hotel.example/');
  });
});
