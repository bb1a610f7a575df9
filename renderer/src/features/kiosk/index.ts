export { quietHoursBrightness } from './quiet-hours';
export { createWakeTapGuard, WAKE_TAP_WINDOW_MS } from './wake-tap-guard';
export { KioskRuntimeSlot } from './kiosk-runtime-slot';
