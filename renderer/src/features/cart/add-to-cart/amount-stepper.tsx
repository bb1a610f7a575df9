import { useT } from '@renderer/lib/i18n';

/** − amount + ; the amount never goes below `min` nor above `max`. */
export function AmountStepper({ value, min, max, label, onChange }: { value: number; min: number; max?: number; label: string; onChange: (value: number) => void }) {
  const t = useT();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" aria-label={t('cart.less')} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" aria-label={t('cart.more')} disabled={max !== undefined && value >= max} onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}>
        +
      </button>
    </div>
  );
}
