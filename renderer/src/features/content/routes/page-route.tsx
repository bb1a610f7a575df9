import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LazyCheckinRedirect } from '@renderer/features/checkin';
import { PageView } from '../components/page-view';

export function PageRoute() {
  const { id } = useParams();
  const [query] = useSearchParams();
  return (
    <>
      <PageView key={id} id={Number(id)} />
      {query.has('checkInUrl') ? (
        <Suspense fallback={null}>
          <LazyCheckinRedirect />
        </Suspense>
      ) : null}
    </>
  );
}
