import { useEffect } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import { hrefs } from '@renderer/lib/paths';
import { useEsignRequestStore } from './esign-request-store';

/** On the room tablet: opens the document the front desk asked for as soon as the command arrives. */
export function EsignRequestHost() {
  const navigate = useNavigate();
  const documentId = useEsignRequestStore((s) => s.documentId);
  useEffect(() => {
    if (documentId === null) return;
    useEsignRequestStore.getState().done();
    void navigate(hrefs.page(documentId));
  }, [documentId, navigate]);
  return null;
}
