import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';
import { resolveMenuLink, useLinkContext } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';
import type { ItemProps } from './item-props';

/** im leads to the messages, tvRemote to the TV remote: those screens are their own features. */
export function LinkItem({ item }: ItemProps) {
  const t = useT();
  const links = useLinkContext();
  const messages = resolveMenuLink({ link: 'messages' }, links);
  const remote = item.itemType.startsWith('tvRemote');
  const to = remote ? paths.remote : messages.kind === 'route' ? messages.to : paths.messages;
  return (
    <Link to={to} className="rcu-link">
      <span className="rcu-link-title">{item.page.title}</span>
      <span className="rcu-link-hint">{remote ? t('roomControl.openRemote') : t('roomControl.openMessages')}</span>
    </Link>
  );
}
