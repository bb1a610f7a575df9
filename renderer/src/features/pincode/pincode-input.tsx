import { useRef, type KeyboardEvent } from 'react';
import { PIN_LENGTH } from '@common/spec';
import { useT } from '@renderer/lib/i18n';

/** Four single-digit inputs: a digit moves focus forward, Backspace on an empty box moves it back. */
export function PincodeInput({ value, onChange, invalid }: { value: string; onChange: (value: string) => void; invalid: boolean }) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: PIN_LENGTH }, (_, i) => value[i] ?? '');

  const put = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = digits.slice();
    next[index] = digit;
    onChange(next.join('').slice(0, PIN_LENGTH));
    if (digit && index < PIN_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || digits[index] || index === 0) return;
    event.preventDefault();
    const next = digits.slice();
    next[index - 1] = '';
    onChange(next.join(''));
    boxes.current[index - 1]?.focus();
  };

  return (
    <div className="pincode-digits" role="group" aria-label={t('pincode.title')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="pincode-digit"
          value={digit}
          onChange={(event) => put(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={1}
          aria-label={t('pincode.digit', { index: index + 1 })}
          aria-invalid={invalid || undefined}
        />
      ))}
    </div>
  );
}
