import { PHONE_CALL_LIST } from '@common/spec/phone';
import { useT } from '@renderer/lib/i18n';
import { call } from './phone-line';

/** Part 2 §2: reception 800, in-room dining 600, local call 500, hotel services 400. */
export function CallList() {
  const t = useT();
  return (
    <ul className="phone-call-list">
      {PHONE_CALL_LIST.map((line) => (
        <li key={line.id}>
          <button type="button" onClick={() => void call(line.number)} aria-label={t('phone.callNumber', { number: `${t(`phone.lines.${line.id}`)} ${line.number}` })}>
            <span className="phone-line-name">{t(`phone.lines.${line.id}`)}</span>
            <span className="phone-line-number">{line.number}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
