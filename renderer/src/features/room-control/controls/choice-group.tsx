import { useRef, type KeyboardEvent } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string | number> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  disabled?: boolean;
  onChange: (value: T) => void;
}

const isRtl = (element: HTMLElement) => getComputedStyle(element).direction === 'rtl';

/**
 * A radio group of buttons: left and right (mirrored in right-to-left) choose the neighbour, as a D-pad does;
 * up and down leave the group for the page's D-pad navigation. Only the chosen button is in the tab order.
 */
export function ChoiceGroup<T extends string | number>({ label, choices, value, disabled, onChange }: ChoiceGroupProps<T>) {
  const group = useRef<HTMLDivElement>(null);
  const current = choices.findIndex((choice) => choice.value === value);
  const focusable = current < 0 ? 0 : current;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    const forward = (event.key === 'ArrowRight') !== isRtl(event.currentTarget);
    const next = (Math.max(current, 0) + (forward ? 1 : choices.length - 1)) % choices.length;
    const choice = choices[next];
    if (!choice) return;
    onChange(choice.value);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };

  return (
    <div className="rcu-choices" role="radiogroup" aria-label={label} ref={group} onKeyDown={disabled ? undefined : onKeyDown}>
      <span className="rcu-choices-label" aria-hidden="true">
        {label}
      </span>
      <div className="rcu-choices-row">
        {choices.map((choice, index) => (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={choice.value === value}
            tabIndex={index === focusable ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
