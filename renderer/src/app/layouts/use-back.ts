import { useCallback } from 'react';
import { useMatch } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { useContentStore, usePage } from '@renderer/features/content';
import { paths } from '@renderer/lib/paths';
import { backTarget } from './back-rules';

const canGoBack = () => ((history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The page shown at `/page/{id}` and where its Back leads (an esign list item's parent is its list). */
export function useCurrentPage() {
  const match = useMatch(paths.pageId);
  const id = Number(match?.params.id);
  const page = usePage(id);
  const itemParent = useContentStore((s) => (page ? undefined : s.index.listItems.get(id)?.pageId));
  const parentId = page ? page.parentId : itemParent;
  const parent = usePage(parentId ?? Number.NaN);
  return { page, parentId: parent ? parent.id : undefined };
}

/** Part 1 §2 Back: see back-rules.ts. */
export function useBack(): () => void {
  const navigate = useNavigate();
  const { page, parentId } = useCurrentPage();
  const slots = useMatch(paths.slotsId);
  const slotsOf = slots?.params.id && /^\d+$/.test(slots.params.id) ? Number(slots.params.id) : undefined;
  return useCallback(() => {
    const target = backTarget({ page, parentId, slotsOf, canGoBack: canGoBack() });
    if (target === -1) void navigate(-1);
    else void navigate(target);
  }, [navigate, page, parentId, slotsOf]);
}
