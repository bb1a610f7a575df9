import { Link } from 'react-router-dom';
import type { Page } from '@common/api';
import { hrefs } from '@renderer/lib/paths';
import { useVisibleChildren } from '../audience';
import { ContentImage } from './content-image';
import { HtmlText } from './html-text';

/** Whether the page's HTML already shows this picture (hotels often put the cover image in the text too). */
export const htmlShowsImage = (html: string | undefined, src: string | undefined): boolean =>
  Boolean(html && src) && (html as string).includes(`src="${src}"`);

export function ArticleView({ page }: { page: Page }) {
  const children = useVisibleChildren(page.id);
  const cover = page.imageWide ?? page.image;
  return (
    <>
      {htmlShowsImage(page.text, cover) ? null : <ContentImage src={cover} className="page-image" />}
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
