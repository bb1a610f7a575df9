import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MenuEntry, Page } from '../../../../common/api';
import type { DeviceMode } from '../../platform';
import { childPages } from './content-index';
import { visibleOnly, type Audience } from './filters';
import { useContentStore } from './store';

const AudienceContext = createContext<Audience>({ device: 'phone', groups: [] });

/** The app says who is looking (device mode, guest groups); content stays free of auth and room. */
export function AudienceProvider({ device, groups, children }: Audience & { children: ReactNode }) {
  const value = useMemo(() => ({ device, groups }), [device, groups]);
  return <AudienceContext.Provider value={value}>{children}</AudienceContext.Provider>;
}

export const useAudience = (): Audience => useContext(AudienceContext);

export function useVisibleMenu(): MenuEntry[] {
  const menu = useContentStore((state) => state.structure?.menu);
  const audience = useAudience();
  return useMemo(() => visibleOnly(menu ?? [], audience), [menu, audience]);
}

export const usePage = (id: number): Page | undefined => useContentStore((state) => state.index.byId.get(id));

export function useVisibleChildren(id: number): Page[] {
  const index = useContentStore((state) => state.index);
  const audience = useAudience();
  return useMemo(() => visibleOnly(childPages(index, id), audience), [index, id, audience]);
}

export type { Audience, DeviceMode };
