import { useEffect } from 'react';
import { log } from '@renderer/lib/log';
import { readString, writeString } from '@renderer/lib/storage';
import { usePlatform } from '@renderer/platform';
import { useGuestStore } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { changeLanguage, setLanguageNotifier, useLanguageStore } from '@renderer/features/language';
import { setRemoteStateCloser, useAreaStore, useRoomNumber } from '@renderer/features/room';
import { stateEffects } from './apply-state';
import { createRemoteStateClient } from './remote-state-client';
import { useRemoteStateStore } from './store';

/** Per screen (session storage): two screens of one browser must not answer for each other. */
const LAST_HEARD_LANGUAGE_KEY = 'stay.remoteState.language';

/** Keeps this screen on the room's remote-state socket while it has a room number (kiosk only). */
export function RemoteStateConnector() {
  const platform = usePlatform();
  const hotelUid = useHotelStore((s) => s.identity?.uid ?? '');
  const roomNumber = useRoomNumber() ?? '';
  const tvid = useAreaStore((s) => s.TVID);
  const generation = useRemoteStateStore((s) => s.generation);

  useEffect(() => {
    if (!roomNumber || !hotelUid) return;
    let client: ReturnType<typeof createRemoteStateClient> = null;
    let cancelled = false;
    let switchingTo: string | null = null;
    const store = useRemoteStateStore.getState();

    void platform.getRemoteStateEndpoint().then((endpoint) => {
      if (!endpoint || cancelled) return;
      client = createRemoteStateClient({
        endpoint,
        target: { hotelUid, roomNumber, tvid },
        log: (level, message) => log(level, message),
        onConnection: store.setConnected,
        onState(state) {
          store.setState(state);
          const language = useLanguageStore.getState().language;
          const effects = stateEffects(state, { language, lastHeard: readString(LAST_HEARD_LANGUAGE_KEY, 'session') });
          if (typeof state.language === 'string') writeString(LAST_HEARD_LANGUAGE_KEY, state.language, 'session');
          if (effects.temperatureScale && useGuestStore.getState().guest.temperatureScale !== effects.temperatureScale) {
            useGuestStore.getState().setGuest({ temperatureScale: effects.temperatureScale });
          }
          if (effects.announceLanguage) client?.update({ language: effects.announceLanguage });
          if (effects.language && effects.language !== switchingTo) {
            switchingTo = effects.language;
            // The room's choice was made by a guest on another screen: it outranks the native language after the reload.
            useGuestStore.getState().setGuest({ manualSelectedLanguage: effects.language });
            changeLanguage(effects.language);
          }
        },
      });
    });

    setLanguageNotifier((code) => {
      switchingTo = code;
      writeString(LAST_HEARD_LANGUAGE_KEY, code, 'session');
      client?.update({ language: code });
    });
    setRemoteStateCloser(() => {
      client?.close();
      useRemoteStateStore.getState().restart();
    });
    return () => {
      cancelled = true;
      client?.close();
      setLanguageNotifier(null);
      setRemoteStateCloser(null);
    };
  }, [platform, hotelUid, roomNumber, tvid, generation]);

  return null;
}
