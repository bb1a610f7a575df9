import { Link } from 'react-router-dom';
import type { Page } from '@common/api';
import { hrefs } from '@renderer/lib/paths';
import { useVisibleChildren } from '../audience';
import { ContentImage } from './content-image';
import { HtmlText } from './html-text';

export function ArticleView({ page }: { page: Page }) {
  const children = useVisibleChildren(page.id);
  return (
    <>
      <ContentImage src={page.imageWide ?? page.image} className="page-image" />
      <HtmlText html={page.text} />
      {children.length > 0 && (
        <ul className="child-links">
          {children.map((child) => (
            <li key={child.id}>
              <Link to={hrefs.page(child.id)}>
                <ContentImage src={child.image} />
                <span>{child.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
