import { lazy } from 'react';
import { loadFeatureTexts, withFeatureTexts } from '@renderer/lib/i18n';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { removeKey } from '@renderer/lib/storage';
import { PHONE_RECORD_KEY } from './phone-record-key';

/** JsSIP and the phone's screens load with /phone or with a room tablet's line, never with the first screen. */
export const loadPhoneRoute = withFeatureTexts(() => import('./phone-route').then((m) => ({ Component: m.PhoneRoute })));

export const LazyRoomLine = lazy(() => Promise.all([import('./room-line'), loadFeatureTexts()]).then(([m]) => ({ default: m.RoomLine })));

// Logout clears the phone record (part 1 §3) even when the phone's chunk was never loaded in this visit.
registerSessionReset(() => removeKey(PHONE_RECORD_KEY));
