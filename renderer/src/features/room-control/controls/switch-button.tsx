interface SwitchButtonProps {
  label: string;
  on: boolean;
  onText: string;
  offText: string;
  disabled?: boolean;
  onToggle: (on: boolean) => void;
}

/** An on/off switch: one button with the switch role, its state in words beside the track. */
export function SwitchButton({ label, on, onText, offText, disabled, onToggle }: SwitchButtonProps) {
  return (
    <button type="button" role="switch" className="rcu-switch" aria-checked={on} aria-label={label} disabled={disabled} onClick={() => onToggle(!on)}>
      <span className="rcu-switch-track" aria-hidden="true">
        <span className="rcu-switch-thumb" />
      </span>
      <span className="rcu-switch-text">{on ? onText : offText}</span>
    </button>
  );
}
