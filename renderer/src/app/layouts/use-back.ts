import { useCallback } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { usePage } from '../../features/content';
import { hrefs, paths } from '../paths';

const canGoBack = () => ((history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Part 1 §2: a page goes to its parent page (home for a top page); other screens go one step back. */
export function useBack(): () => void {
  const navigate = useNavigate();
  const match = useMatch(paths.pageId);
  const page = usePage(Number(match?.params.id));
  const parent = usePage(page?.parentId ?? Number.NaN);
  return useCallback(() => {
    if (page) navigate(parent && page.backBtn !== 0 ? hrefs.page(parent.id) : paths.index);
    else if (canGoBack()) navigate(-1);
    else navigate(paths.index);
  }, [navigate, page, parent]);
}
