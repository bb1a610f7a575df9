import { useMemo } from 'react';
import { useContentStore, useVisibleChildren } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';
import { onDpadKey } from './dpad';
import { RcuItemView } from './items/rcu-item-view';
import { devicesOf, rcuItemsOf } from './rcu-devices';
import { isMiniType } from './rcu-rules';
import { useRcuTarget, useUnreachable, useWatchDevices } from './use-room-control';
import './room-control.css';

/** Visibility 'everywhere': the rcu page's Mini tiles on every screen, kept current there. */
export function RcuStrip() {
  const t = useT();
  const pageId = useContentStore((s) => s.structure?.rcu?.pageId ?? 0);
  const children = useVisibleChildren(pageId);
  const items = useMemo(() => rcuItemsOf(children).filter((item) => isMiniType(item.itemType)), [children]);
  const devices = useMemo(() => devicesOf(items), [items]);
  const target = useRcuTarget();
  const unreachable = useUnreachable();
  useWatchDevices(devices, false, target);
  if (!target || items.length === 0) return null;
  return (
    <section className="rcu rcu-strip" aria-label={t('roomControl.quick')} data-testid="rcu-strip" onKeyDown={onDpadKey}>
      {unreachable && <p className="rcu-alert">{t('roomControl.unreachable')}</p>}
      <ul className="rcu-tiles">
        {items.map((item) => (
          <li key={item.page.id} className="rcu-tile" data-item-type={item.itemType}>
            <RcuItemView item={item} unreachable={unreachable} />
          </li>
        ))}
      </ul>
    </section>
  );
}
