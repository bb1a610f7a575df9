import { Link } from 'react-router-dom';
import type { ListItem, Page } from '@common/api';
import { hrefs } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';
import { HtmlText } from './html-text';

/** Part 1 §2: esign items open as /page/{id}, airport schedule widgets as /widget/{id}. */
const listItemHref = (item: ListItem): string | undefined =>
  item.widget?.type === 'airportSchedule' ? hrefs.widget(item.id) : item.type === 'esign' ? hrefs.page(item.id) : undefined;

function ItemBody({ item }: { item: ListItem }) {
  return (
    <>
      <ContentImage src={item.image} />
      <h2>{item.title}</h2>
      <HtmlText html={item.text} />
    </>
  );
}

export function ListView({ page }: { page: Page }) {
  const t = useT();
  const items = page.listItems ?? [];
  if (items.length === 0) return <EmptyState text={t('content.empty')} />;
  return (
    <ul className="list-items">
      {items.map((item) => {
        const href = listItemHref(item);
        return (
          <li key={item.id} data-item-type={item.widget?.type ?? item.type}>
            {href ? (
              <Link to={href} className="list-item-link">
                <ItemBody item={item} />
              </Link>
            ) : (
              <ItemBody item={item} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
