import { qrMatrix } from './qr-matrix';

const QUIET_ZONE = 4;

/** One SVG path of the dark modules, with the standard four-module quiet zone; `size` is the viewBox side. */
export function qrPath(text: string): { d: string; size: number } {
  const matrix = qrMatrix(text);
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return { d, size: matrix.length + QUIET_ZONE * 2 };
}

/** A standalone SVG document of the code, `sizePx` square (the payment provider's QR image). */
export function qrSvgDocument(text: string, sizePx: number): string {
  const { d, size } = qrPath(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}
