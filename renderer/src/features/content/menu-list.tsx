import { Link, useLocation } from 'react-router-dom';
import type { MenuEntry } from '../../../../common/api';
import { resolveMenuLink } from './resolve-menu-link';

interface MenuListProps {
  label: string;
  entries: readonly MenuEntry[];
  className?: string;
  testId?: string;
  /** Footer menus mark the current entry; the home menu and sidebar do not. */
  markCurrent?: boolean;
  /** Also current: the tablet home shows the first entry's page at `/`. */
  currentTo?: string;
  onNavigate?: () => void;
}

function Label({ entry }: { entry: MenuEntry }) {
  return (
    <>
      {entry.icon && /^(\/|https?:)/.test(entry.icon) && <img className="menu-icon" src={entry.icon} alt="" width="24" height="24" />}
      <span>{entry.title}</span>
    </>
  );
}

type ItemProps = { entry: MenuEntry } & Pick<MenuListProps, 'markCurrent' | 'currentTo' | 'onNavigate'>;

function MenuItem({ entry, markCurrent, currentTo, onNavigate }: ItemProps) {
  const { pathname } = useLocation();
  const target = resolveMenuLink(entry);
  if (target.kind === 'route') {
    const current = markCurrent && (pathname === target.to || currentTo === target.to);
    return (
      <Link to={target.to} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
        <Label entry={entry} />
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        <Label entry={entry} />
      </a>
    );
  }
  return (
    <span className="menu-inert">
      <Label entry={entry} />
    </span>
  );
}

/** Delimiters render as separators, never as links. */
export function MenuItems({ entries, ...item }: Omit<MenuListProps, 'label' | 'className' | 'testId'>) {
  return (
    <ul className="menu-list">
      {entries.map((entry) =>
        entry.type === 'delimiter' ? (
          <li key={entry.id} className="menu-delimiter">
            <hr />
            {entry.title && <span className="menu-section">{entry.title}</span>}
          </li>
        ) : (
          <li key={entry.id}>
            <MenuItem entry={entry} {...item} />
          </li>
        ),
      )}
    </ul>
  );
}

export function MenuList({ label, className, testId, ...rest }: MenuListProps) {
  return (
    <nav aria-label={label} className={className} data-testid={testId}>
      <MenuItems {...rest} />
    </nav>
  );
}
