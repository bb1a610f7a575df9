import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MenuEntry, Page } from '@common/api';
import type { DeviceMode } from '@renderer/platform';
import { childPages } from './content-index';
import { useHotelStore } from '@renderer/features/hotel';
import type { LinkContext } from './resolve-menu-link';
import { visibleMenu, visibleOnly, type Audience } from './filters';
import { useContentStore } from './store';

const AudienceContext = createContext<Audience>({ device: 'phone', groups: [] });

/** The app says who is looking (device mode, guest groups); content stays free of auth and room. */
export function AudienceProvider({ device, groups, hasMobileKey = false, children }: Audience & { children: ReactNode }) {
  const value = useMemo(() => ({ device, groups, hasMobileKey }), [device, groups, hasMobileKey]);
  return <AudienceContext.Provider value={value}>{children}</AudienceContext.Provider>;
}

export const useAudience = (): Audience => useContext(AudienceContext);

export function useVisibleMenu(): MenuEntry[] {
  const menu = useContentStore((state) => state.structure?.menu);
  const audience = useAudience();
  return useMemo(() => visibleMenu(menu ?? [], audience), [menu, audience]);
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
