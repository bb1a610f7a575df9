import { Suspense } from 'react';
import { useMatch } from 'react-router-dom';
import { useContentStore } from '@renderer/features/content';
import { LazyRcuStrip } from '@renderer/features/room-control';
import { paths } from '@renderer/lib/paths';

/** With the hotel's rcu visibility 'everywhere', the room's Mini tiles sit on every screen but the rcu page itself. */
export function RoomControlStrip() {
  const rcu = useContentStore((s) => s.structure?.rcu);
  const onPage = useMatch(paths.pageId)?.params.id;
  if (rcu?.visibility !== 'everywhere' || onPage === String(rcu.pageId)) return null;
  return (
    <Suspense fallback={null}>
      <LazyRcuStrip />
    </Suspense>
  );
}
