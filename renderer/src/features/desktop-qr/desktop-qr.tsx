import { useMemo } from 'react';
import { DESKTOP_QR_SIZE_PX } from '@common/spec';
import { useT } from '@renderer/lib/i18n';
import { qrPath } from '@common/qr/qr-svg';

/** Part 1 §2: on desktop browsers wider than 1000 px a QR code (size 220, level H) sits beside the app. */
export function DesktopQr({ url }: { url: string }) {
  const t = useT();
  const path = useMemo(() => qrPath(url), [url]);
  return (
    <aside className="desktop-qr" aria-label={t('shell.appQr')} data-testid="desktop-qr">
      <svg
        width={DESKTOP_QR_SIZE_PX}
        height={DESKTOP_QR_SIZE_PX}
        viewBox={`0 0 ${path.size} ${path.size}`}
        role="img"
        aria-label={url}
        shapeRendering="crispEdges"
      >
        <rect width={path.size} height={path.size} fill="#fff" />
        <path d={path.d} fill="#000" />
      </svg>
      <p>{t('shell.appQr')}</p>
    </aside>
  );
}
