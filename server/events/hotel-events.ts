import type { ImMessage } from '../../common/api/messages';

/**
 * What happened to a room, for whoever pushes it to devices. The real-time queue subscribes here to send
 * `checkout`/`checkin` commands to the room and the guest's phones.
 */
export type HotelEvent =
  | { type: 'checkin'; hotelId: number; room: string; guestId: number }
  | { type: 'checkout'; hotelId: number; room: string; guestId: number }
  | { type: 'registration-cleared'; hotelId: number; room: string; macs: string[] }
  /** The hotel wrote to a guest: web push tells phones that are not open. */
  | { type: 'guest-message'; hotelId: number; guestId: number; message: ImMessage };

export type HotelEvents = ReturnType<typeof hotelEvents>;

export function hotelEvents() {
  const listeners = new Set<(event: HotelEvent) => void>();
  return {
    emit(event: HotelEvent): void {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: (event: HotelEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
