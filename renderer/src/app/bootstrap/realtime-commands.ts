import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { DeviceStateReport } from '@common/api/realtime';
import { APP_VERSION } from '@common/spec';
import { loadStartupLogin, logout, registerFocusStep, useAuthStore } from '@renderer/features/auth';
import { useLanguageStore } from '@renderer/features/language';
import { fetchMarketing } from '@renderer/features/marketing';
import { onIncomingMessage, refreshUnreadMessages } from '@renderer/features/messages';
import { refetchOrders } from '@renderer/features/orders';
import { disableParentalLock, resetPin } from '@renderer/features/pincode';
import { publish, registerCommand } from '@renderer/features/realtime';
import { loginThisRoom, useAreaStore, useDeviceStore } from '@renderer/features/room';
import { log } from '@renderer/lib/log';
import type { DeviceMode, PlatformApi } from '@renderer/platform';

export interface CommandContext {
  platform: PlatformApi;
  mode: DeviceMode;
  routes: RouteObject[];
  navigate: (to: string) => void;
  reload: () => void;
}

/** `goTo` leads only to the app's own routes, on its own origin: anything else is refused and logged. */
export function ownRoute(page: unknown, routes: RouteObject[], origin = location.origin): string | null {
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//') || page.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(page, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf || leaf.route.path === '*') return null;
  return url.pathname + url.search + url.hash;
}

async function report(context: CommandContext): Promise<DeviceStateReport> {
  const registration = useDeviceStore.getState().registration;
  const identity = context.mode === 'phone' ? null : await context.platform.getIdentity().catch(() => null);
  return {
    mode: context.mode,
    appVersion: APP_VERSION,
    page: location.pathname,
    language: useLanguageStore.getState().language,
    loggedIn: useAuthStore.getState().token !== null,
    ...(registration ? { room: registration.roomNumber, tvId: useAreaStore.getState().TVID } : {}),
    ...(identity ? { mac: identity.mac, ip: identity.ip } : {}),
  };
}

/** Part 1 §4 and §7, part 2 §4: the commands of the shell and of messages and orders, composed from the features that own the work. */
export function registerShellCommands(context: CommandContext): () => void {
  const roomLogin = () => {
    const registration = useDeviceStore.getState().registration;
    return registration ? loginThisRoom(context.platform, registration) : Promise.resolve(false);
  };
  const offs = [
    registerCommand('checkout', async () => {
      // A room device empties to its home screen at once; a phone stays where the guest is, logged out as by the
      // Log out button. Clearing caches may take a while: the screen does not wait for it.
      const loggedOut = logout();
      if (context.mode !== 'phone') context.navigate('/');
      await loggedOut;
    }),
    registerCommand('checkin', () => roomLogin()),
    registerCommand('reauth', async () => {
      if (useDeviceStore.getState().registration) return roomLogin();
      return (await loadStartupLogin()).checkStoredAuth();
    }),
    registerCommand('content_update', () => {
      context.navigate('/');
      context.reload();
    }),
    registerCommand('goTo', ({ page }) => {
      const target = ownRoute(page, context.routes);
      if (target === null) {
        log('warn', 'realtime: goTo refused, not a route of this app', page);
        return;
      }
      context.navigate(target);
    }),
    registerCommand('parental_lock_disable', disableParentalLock),
    registerCommand('pin_reset', resetPin),
    registerCommand('wol', async ({ tvIndex, mac }) => {
      if (typeof tvIndex !== 'string' || typeof mac !== 'string') return;
      await context.platform.rememberTvMac(tvIndex, mac);
      await context.platform.sendPowerCommand([tvIndex]);
    }),
    registerCommand('im', ({ recipientId }) => onIncomingMessage(recipientId)),
    registerCommand('imRead', () => refreshUnreadMessages()),
    registerCommand('orderUpdateData', () => refetchOrders()),
    registerCommand('marketing', () => fetchMarketing()),
    registerCommand('discover', async () => void (await publish('hotel', 'discover', await report(context)))),
    registerCommand('getstate', async () => void (await publish('hotel', 'getstate', await report(context)))),
    registerFocusStep('messages', () => refreshUnreadMessages()),
    registerFocusStep('orders', () => refetchOrders()),
  ];
  return () => offs.forEach((off) => off());
}
