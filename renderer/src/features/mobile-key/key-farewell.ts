import { log } from '@renderer/lib/log';
import { registerTokenFarewell } from '@renderer/lib/reset-session';
import { useMobileKeyStore } from './mobile-key-store';

// Logout unregisters this install with the vendor before the token is revoked (after a checkout the door system
// has already forgotten it, and refuses).
registerTokenFarewell(async (token) => {
  const { vendor, uuid } = useMobileKeyStore.getState();
  if (!uuid || vendor === 'none' || vendor === 'scienerOmnitecOnline') return;
  try {
    const actions = await import('./key-actions');
    await actions.unregisterInstall(token, vendor, uuid);
  } catch (error) {
    log('warn', 'mobile key: unregister not sent', error);
  }
});
