import { createElement, lazy, Suspense } from 'react';
import type { DeviceMode } from '@renderer/platform';
import { useMarketingStore } from './marketing-store';

const LazyMarketingCard = lazy(() => import('./marketing-card').then((m) => ({ default: m.MarketingCard })));

/** Where the visible notification shows; its code loads only when there is one. */
export function MarketingSlot({ mode }: { mode: DeviceMode }) {
  const visible = useMarketingStore((s) => s.visible);
  if (!visible) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyMarketingCard, { key: visible.id, notification: visible, mode }));
}

const start = () => import('./start-marketing');

/** After the first paint: the first fetch, and again when the guest changes. */
export const startMarketing = (mode: DeviceMode): Promise<() => void> => start().then((m) => m.startMarketing(mode));
/** The `marketing` command. */
export const fetchMarketing = (): Promise<void> => start().then((m) => m.fetchMarketing());
