import { useId } from 'react';

interface LevelSliderProps {
  label: string;
  value: number;
  /** The value in words, for the output beside the slider and for screen readers. */
  valueText: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** 0-100 in steps of 5: arrow keys (a remote's D-pad left and right) move it a step. */
export function LevelSlider({ label, value, valueText, disabled, onChange }: LevelSliderProps) {
  const id = useId();
  return (
    <div className="rcu-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        aria-valuetext={valueText}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        style={{ ['--level' as string]: `${value}%` }}
      />
      <output htmlFor={id} className="rcu-value">
        {valueText}
      </output>
    </div>
  );
}
