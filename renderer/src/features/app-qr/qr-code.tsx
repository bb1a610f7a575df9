import { useMemo } from 'react';
import { qrPath } from '@common/qr/qr-svg';

/** A QR code of `text` as crisp SVG squares on white, with the standard quiet zone. */
export function QrCode({ text, label, sizePx, testId }: { text: string; label: string; sizePx: number; testId?: string }) {
  const path = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="qr-code"
      width={sizePx}
      height={sizePx}
      viewBox={`0 0 ${path.size} ${path.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-text={text}
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
