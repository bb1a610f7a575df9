/**
 * Drawn icons for the TV and radio controls: the power and speaker symbols are missing from the fonts of many
 * set-tops and some phones, where a character would show as an empty box.
 */
interface IconProps {
  className?: string;
}

const common = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function PowerIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M12 3v8" />
      <path d="M6.3 6.6a8 8 0 1 0 11.4 0" />
    </svg>
  );
}

export function SpeakerIcon({ muted, className }: IconProps & { muted: boolean }) {
  return (
    <svg {...common} className={className}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      ) : (
        <>
          <path d="M15.5 9a4 4 0 0 1 0 6" />
          <path d="M18 6.5a7.5 7.5 0 0 1 0 11" />
        </>
      )}
    </svg>
  );
}
