import { useEffect, useState } from 'react';
import type { Bill } from '@common/api';
import { viewBill } from '@renderer/lib/api/commerce-calls';
import { useT } from '@renderer/lib/i18n';
import { useAuthStore } from '@renderer/features/auth';
import { BillTable } from './bill-table';

/** The bill's latest lines with its total, paid and balance, for another screen (the assistant's "what is on my bill?"). */
export function BillSummary({ lines }: { lines: number }) {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const [loaded, setLoaded] = useState<{ token: string; bill: Bill | null } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void viewBill(token).then((answer) => live && setLoaded({ token, bill: answer?.result === 0 && answer.data ? answer.data : null }));
    return () => {
      live = false;
    };
  }, [token]);
  if (!token) return null;
  if (loaded?.token !== token) return <p role="status">{t('services.bill.loading')}</p>;
  if (!loaded.bill) return <p>{t('services.bill.unavailable')}</p>;
  return (
    <div className="bill-summary" data-testid="bill-summary">
      <BillTable bill={{ ...loaded.bill, lines: loaded.bill.lines.slice(-lines) }} />
    </div>
  );
}
