import type { Bill } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { useContentStore } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { formatMinor } from '@renderer/lib/currency';
import { billDate, billLineText } from './bill-format';
import './bill.css';

/** The folio's lines and its total, paid and balance, in the hotel's currency (minor units). */
export function BillTable({ bill }: { bill: Bill }) {
  const t = useT();
  const currency = useContentStore((s) => s.structure?.config.currency);
  const lang = useLanguageStore((s) => s.language);
  const money = (minor: number) => formatMinor(minor, currency);
  return (
    <>
      <table className="bill-lines">
        <thead>
          <tr>
            <th scope="col">{t('services.bill.date')}</th>
            <th scope="col">{t('services.bill.item')}</th>
            <th scope="col" className="amount">
              {t('services.bill.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, at) => (
            <tr key={`${line.date}-${at}`}>
              <td className="bill-date">
                <time dateTime={line.date}>{billDate(line.date, lang)}</time>
              </td>
              <td>{billLineText(line, t)}</td>
              <td className="amount">{money(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bill-totals" data-testid="bill-totals">
        <div>
          <dt>{t('services.bill.total')}</dt>
          <dd>{money(bill.totalMinor)}</dd>
        </div>
        <div>
          <dt>{t('services.bill.paid')}</dt>
          <dd>{money(bill.paidMinor)}</dd>
        </div>
        <div className="bill-balance">
          <dt>{t('services.bill.balance')}</dt>
          <dd>{money(bill.balanceMinor)}</dd>
        </div>
      </dl>
    </>
  );
}
