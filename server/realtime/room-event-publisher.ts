import type { HotelEvents } from '../events/hotel-events';
import type { RealtimeHub } from './realtime-hub';

const logFailure = (what: string) => (error: unknown) => console.error(`[realtime] ${what} not published`, error);

/**
 * What happens to a room reaches its devices: a checkout goes to the guest's phones, the room's devices and the
 * stay's room channel; a checkin wakes the room's devices; a cleared registration asks them to log in again.
 */
export function publishRoomEvents(events: HotelEvents, hub: RealtimeHub): () => void {
  return events.subscribe((event) => {
    if (event.type === 'checkout') {
      const command = { cmd: 'checkout', data: { room: event.room } };
      void Promise.all([
        hub.publishToGuest(event.hotelId, event.guestId, command),
        hub.publishToRoom(event.hotelId, event.room, 'device', command),
        hub.publishToRoom(event.hotelId, event.room, 'roomR', command, event.guestId),
      ]).catch(logFailure('checkout'));
    } else if (event.type === 'checkin') {
      void hub.publishToRoom(event.hotelId, event.room, 'device', { cmd: 'checkin', data: { room: event.room } }).catch(logFailure('checkin'));
    } else if (event.type === 'registration-cleared') {
      void hub.publishToRoom(event.hotelId, event.room, 'device', { cmd: 'reauth', data: {} }).catch(logFailure('reauth'));
    }
  });
}
