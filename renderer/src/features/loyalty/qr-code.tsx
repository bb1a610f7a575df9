import { useEffect, useState } from 'react';
import { loadQrPath } from '@renderer/features/desktop-qr';
import { log } from '@renderer/lib/log';

const SIZE_PX = 220;

/** A QR code of `text` as crisp SVG squares; the encoder loads with the first code drawn. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; d: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    loadQrPath()
      .then((qrPath) => {
        if (live) setDrawn({ text, ...qrPath(text) });
      })
      .catch((error: unknown) => log('warn', 'QR code not drawn', error));
    return () => {
      live = false;
    };
  }, [text]);
  const path = drawn?.text === text ? drawn : null;
  // The box keeps its size while the encoder loads, so nothing moves when the code appears.
  return (
    <svg
      className="qr-code"
      width={SIZE_PX}
      height={SIZE_PX}
      viewBox={path ? `0 0 ${path.size} ${path.size}` : '0 0 1 1'}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="loyalty-qr"
      data-text={path ? text : undefined}
    >
      <rect width="100%" height="100%" fill="#fff" />
      {path ? <path d={path.d} fill="#000" /> : null}
    </svg>
  );
}
