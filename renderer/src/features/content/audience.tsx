import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MenuEntry, Page } from '@common/api';
import type { DeviceMode } from '@renderer/platform';
import { childPages } from './content-index';
import { useHotelStore } from '@renderer/features/hotel';
import type { LinkContext } from './resolve-menu-link';
import { visibleOnly, type Audience } from './filters';
import { menuEntryAllowed, type MenuViewer } from './menu-rules';
import { useContentStore } from './store';

type Viewer = Audience & Omit<MenuViewer, 'hotelMode'>;

const AudienceContext = createContext<Viewer>({ device: 'phone', groups: [], loggedIn: false, hasMobileKey: false });

interface AudienceProps extends Audience {
  loggedIn?: boolean;
  /** Whether the guest has a mobile key: the mobile-key feature supplies it; until then the key item stays hidden. */
  hasMobileKey?: boolean;
  children: ReactNode;
}

/** The app says who is looking (device mode, guest groups, login, key); content stays free of auth and room. */
export function AudienceProvider({ device, groups, loggedIn = false, hasMobileKey = false, children }: AudienceProps) {
  const value = useMemo(() => ({ device, groups, loggedIn, hasMobileKey }), [device, groups, loggedIn, hasMobileKey]);
  return <AudienceContext.Provider value={value}>{children}</AudienceContext.Provider>;
}

export const useAudience = (): Viewer => useContext(AudienceContext);

/** The menu this viewer may see: groups and devices, then the rules of part 1 §6. */
export function useVisibleMenu(): MenuEntry[] {
  const menu = useContentStore((state) => state.structure?.menu);
  const index = useContentStore((state) => state.index);
  const hotelMode = useHotelStore((state) => (state.config?.mode === 'basic' ? 'basic' : 'advanced'));
  const audience = useAudience();
  return useMemo(() => {
    const viewer = { ...audience, hotelMode } as const;
    return visibleOnly(menu ?? [], audience).filter((entry) => menuEntryAllowed(entry, viewer, (id) => index.byId.get(id)?.type));
  }, [menu, index, audience, hotelMode]);
}

export const usePage = (id: number): Page | undefined => useContentStore((state) => state.index.byId.get(id));

export function useVisibleChildren(id: number): Page[] {
  const index = useContentStore((state) => state.index);
  const audience = useAudience();
  return useMemo(() => visibleOnly(childPages(index, id), audience), [index, id, audience]);
}

export type { Audience, DeviceMode };

/** What link resolution needs to know: who looks, the pages by id and the number of message recipients. */
export function useLinkContext(): LinkContext {
  const { device } = useAudience();
  const index = useContentStore((state) => state.index);
  const recipients = useContentStore((state) => state.structure?.messages?.recipients?.length ?? 0);
  const peninsula = useHotelStore((state) => state.config?.isPeninsula === true || state.config?.theme === 'peninsula');
  return useMemo(
    () => ({ mode: device, pageOf: (id: number) => index.byId.get(id), recipients, peninsula }),
    [device, index, recipients, peninsula],
  );
}
