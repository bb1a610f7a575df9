import { useMemo } from 'react';
import type { Page } from '@common/api';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { useVisibleChildren } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';
import { onDpadKey } from './dpad';
import { RcuItemView } from './items/rcu-item-view';
import { devicesOf, rcuItemsOf, type RcuItem } from './rcu-devices';
import { isMiniType } from './rcu-rules';
import { useRcuTarget, useUnreachable, useWatchDevices } from './use-room-control';
import './room-control.css';

function Items({ items, unreachable }: { items: readonly RcuItem[]; unreachable: boolean }) {
  const t = useT();
  const minis = items.filter((item) => isMiniType(item.itemType));
  const cards = items.filter((item) => !isMiniType(item.itemType));
  return (
    <>
      {minis.length > 0 && (
        <ul className="rcu-tiles" aria-label={t('roomControl.quick')}>
          {minis.map((item) => (
            <li key={item.page.id} className="rcu-tile" data-testid="rcu-tile" data-item-type={item.itemType}>
              <RcuItemView item={item} unreachable={unreachable} />
            </li>
          ))}
        </ul>
      )}
      <ul className="rcu-cards">
        {cards.map((item) => (
          <li key={item.page.id} className="rcu-card" data-testid="rcu-item" data-item-type={item.itemType} aria-labelledby={item.device ? `rcu-${item.page.id}` : undefined}>
            <RcuItemView item={item} unreachable={unreachable} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** An `rcu` page (part 1 §3): its items as controls of the guest's room, polled while the page shows. */
export function RcuPage({ page }: { page: Page }) {
  const t = useT();
  const children = useVisibleChildren(page.id);
  const items = useMemo(() => rcuItemsOf(children), [children]);
  const devices = useMemo(() => devicesOf(items), [items]);
  const target = useRcuTarget();
  const loggedIn = useAuthStore((s) => s.token !== null);
  const unreachable = useUnreachable();
  useWatchDevices(devices, true, target);

  if (!loggedIn) return <LoginRequired />;
  if (!target) return <p className="empty-state">{t('roomControl.noRoom')}</p>;
  return (
    <div className="rcu" data-testid="rcu" onKeyDown={onDpadKey}>
      {unreachable && (
        <p className="rcu-alert" role="alert">
          {t('roomControl.unreachable')}
        </p>
      )}
      {items.length === 0 ? <p className="empty-state">{t('roomControl.noItems')}</p> : <Items items={items} unreachable={unreachable} />}
    </div>
  );
}
