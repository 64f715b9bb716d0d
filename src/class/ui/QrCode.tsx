/**
 * A QR code of `text` drawn as SVG rectangles from the `qrcode` package's modules: React elements,
 * no inline markup and no data: image (the page's Content-Security-Policy may block both).
 */
import { useMemo } from 'react';
import QRCode from 'qrcode';

/** The QR code of `text`, `sizePx` wide, labelled for screen readers. */
export function QrCode({ text, sizePx, label }: { text: string; sizePx: number; label: string }) {
  const cells = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const dark: { x: number; y: number }[] = [];
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) dark.push({ x, y });
    return { size: modules.size, dark };
  }, [text]);
  // A quiet zone of 4 modules around the code, as scanners expect.
  const side = cells.size + 8;
  return (
    <svg
      className="class-qr"
      width={sizePx}
      height={sizePx}
      viewBox={`-4 -4 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="class-qr"
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      {cells.dark.map(({ x, y }) => (
        <rect key={`${x},${y}`} x={x} y={y} width={1} height={1} fill="#000" />
      ))}
    </svg>
  );
}
