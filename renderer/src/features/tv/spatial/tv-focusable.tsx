import { FocusContext, getCurrentFocusKey, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type TvButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  onEnter: () => void;
  focusKey?: string;
  onFocused?: () => void;
  /** Where focus lands when it has nowhere else to go (the screen's main element). */
  forceFocus?: boolean;
};

/** A button the D-pad reaches: Enter (or a click with a mouse) runs it. */
export function TvButton({ onEnter, focusKey, onFocused, forceFocus = false, className, children, ...rest }: TvButtonProps) {
  const { ref, focusKey: key } = useFocusable<object, HTMLButtonElement>({ onEnterPress: onEnter, focusKey, onFocus: onFocused, forceFocus });
  // Focus given by a touch, a mouse or a screen reader: the D-pad goes on from here.
  const follow = () => {
    if (getCurrentFocusKey() !== key) void setFocus(key);
  };
  return (
    <button ref={ref} type="button" className={`tv-focusable${className ? ` ${className}` : ''}`} onClick={onEnter} onFocus={follow} {...rest}>
      {children}
    </button>
  );
}

interface TvGroupProps {
  focusKey?: string;
  className?: string;
  children: ReactNode;
  /** Focus stays inside (an open panel); Back closes it. */
  boundary?: boolean;
  label?: string;
  role?: string;
  testId?: string;
}

/** A region of focusables: the D-pad goes to its last focused child when it enters. */
export function TvGroup({ focusKey, className, children, boundary = false, label, role, testId }: TvGroupProps) {
  const { ref, focusKey: key } = useFocusable<object, HTMLDivElement>({
    focusKey,
    trackChildren: false,
    saveLastFocusedChild: true,
    isFocusBoundary: boundary,
    focusable: true,
  });
  return (
    <FocusContext.Provider value={key}>
      <div ref={ref} className={className} aria-label={label} role={role} data-testid={testId}>
        {children}
      </div>
    </FocusContext.Provider>
  );
}

/** Moves the D-pad focus, unless a dialog holds it. */
export function focusUnlessModal(focusKey: string): void {
  if (!document.querySelector('[aria-modal="true"]')) void setFocus(focusKey);
}
