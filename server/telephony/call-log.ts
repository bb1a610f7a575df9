/** What the operator sees of the exchange's calls: the latest ones per hotel, in memory like the registrations. */

export type CallState = 'calling' | 'ringing' | 'connected' | 'ended' | 'failed';

export interface CallRecord {
  callId: string;
  from: string;
  to: string;
  state: CallState;
  answeredBy: 'room' | 'attendant';
  status?: number;
  startedAt: number;
  answeredAt?: number;
  endedAt?: number;
}

const KEPT_PER_HOTEL = 100;

export type CallLog = ReturnType<typeof callLog>;

export function callLog(now: () => number) {
  const byHotel = new Map<number, CallRecord[]>();
  const find = (hotelId: number, callId: string) => byHotel.get(hotelId)?.find((call) => call.callId === callId);
  return {
    start(hotelId: number, call: Omit<CallRecord, 'state' | 'startedAt'>): void {
      if (find(hotelId, call.callId)) return;
      const list = byHotel.get(hotelId) ?? [];
      list.unshift({ ...call, state: 'calling', startedAt: now() });
      byHotel.set(hotelId, list.slice(0, KEPT_PER_HOTEL));
    },
    answered(hotelId: number, callId: string, status: number): void {
      const call = find(hotelId, callId);
      if (!call || call.state === 'ended' || call.state === 'failed') return;
      if (status >= 180 && status < 200 && call.state === 'calling') call.state = 'ringing';
      else if (status >= 200 && status < 300 && call.state !== 'connected') Object.assign(call, { state: 'connected', answeredAt: now() });
      else if (status >= 300) Object.assign(call, { state: 'failed', status, endedAt: now() });
    },
    ended(hotelId: number, callId: string): void {
      const call = find(hotelId, callId);
      if (call && call.state !== 'ended' && call.state !== 'failed') Object.assign(call, { state: 'ended', endedAt: now() });
    },
    list: (hotelId: number): CallRecord[] => byHotel.get(hotelId) ?? [],
  };
}
