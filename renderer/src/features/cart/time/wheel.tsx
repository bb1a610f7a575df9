import { useEffect, useRef } from 'react';
import { TIMEPICKER_ROW_PX } from '@common/spec';
import type { WheelOption } from '../timepicker-slots';

const VISIBLE_ROWS = 5;

/** One wheel of the timepicker: rows of 44 px, the chosen one centred; disabled rows cannot be chosen. */
export function Wheel({ label, options, value, onChange }: { label: string; options: WheelOption[]; value: string; onChange: (value: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const index = options.findIndex((option) => option.value === value);
  useEffect(() => {
    if (list.current && index >= 0) list.current.scrollTop = Math.max(0, (index - Math.floor(VISIBLE_ROWS / 2)) * TIMEPICKER_ROW_PX);
  }, [index]);
  return (
    <div className="wheel-column">
      <span className="wheel-label">{label}</span>
      <div ref={list} className="wheel" role="listbox" aria-label={label} style={{ height: TIMEPICKER_ROW_PX * VISIBLE_ROWS }}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="option"
            aria-selected={option.value === value}
            disabled={option.disabled}
            className={option.value === value ? 'wheel-row selected' : 'wheel-row'}
            style={{ height: TIMEPICKER_ROW_PX }}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
