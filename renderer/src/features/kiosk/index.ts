export { KioskRuntimeSlot } from './kiosk-runtime-slot';
