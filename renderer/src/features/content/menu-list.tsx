import { Link, useLocation } from 'react-router-dom';
import type { IconEntry, MenuEntry } from '@common/api';
import { useUnreadMessages } from '@renderer/features/auth';
import { mediaUrl } from '@renderer/lib/api';
import { useT } from '@renderer/lib/i18n';
import { useLinkContext } from './audience';
import { isMessagesEntry } from './menu-rules';
import { resolveMenuLink } from './resolve-menu-link';
import { useContentStore } from './store';
import { isPdfLink, pdfViewerUrl, useViewerStore } from '@renderer/features/overlays';

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

/** A menu icon is an address, or a name in the hotel's icon library (`icon_library`, part 1 §3) and its icon list. */
export function menuIconSrc(icon: string | undefined, icons: readonly IconEntry[], uid: string): string | undefined {
  if (!icon) return undefined;
  if (/^(\/|https?:)/.test(icon)) return icon;
  return mediaUrl(icons.find((entry) => entry.name === icon)?.src, uid);
}

function UnreadBadge() {
  const t = useT();
  const unread = useUnreadMessages();
  if (unread === 0) return null;
  return (
    <span className="unread-dot" data-testid="unread-messages">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">{t('shell.unreadMessages', { count: unread })}</span>
    </span>
  );
}

function Label({ entry }: { entry: MenuEntry }) {
  const src = useContentStore((state) => menuIconSrc(entry.icon, state.icons, state.uid));
  return (
    <>
      {/* A named icon keeps its place while the icon list loads, so the title does not move. */}
      {src ? <img className="menu-icon" src={src} alt="" width="24" height="24" /> : entry.icon ? <span className="menu-icon" aria-hidden="true" /> : null}
      <span>{entry.title}</span>
      {isMessagesEntry(entry) ? <UnreadBadge /> : null}
    </>
  );
}

type ItemProps = { entry: MenuEntry } & Pick<MenuListProps, 'markCurrent' | 'currentTo' | 'onNavigate'>;

function MenuItem({ entry, markCurrent, currentTo, onNavigate }: ItemProps) {
  const { pathname, search } = useLocation();
  const target = resolveMenuLink(entry, useLinkContext());
  const openViewer = useViewerStore((state) => state.open);
  if (target.kind === 'route') {
    const here = pathname + search;
    const current = markCurrent && (here === target.to || pathname === target.to || currentTo === target.to);
    return (
      <Link to={target.to} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
        <Label entry={entry} />
      </Link>
    );
  }
  if (target.kind === 'viewer') {
    return (
      <button
        type="button"
        className="menu-link-button"
        onClick={() => {
          onNavigate?.();
          openViewer(isPdfLink(target.href) ? pdfViewerUrl(target.href) : target.href, entry.title);
        }}
      >
        <Label entry={entry} />
      </button>
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
