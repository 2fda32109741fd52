import { create } from 'qrcode';
import { useMemo } from 'react';

/** The light border a reader needs around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR code as one SVG path, each run of dark modules in a row one
 * rectangle (`M x y h w v1 h-w z`), offset by the quiet zone.
 */
export function qrPath(text: string): { d: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      const width = column - start;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${width}v1h-${width}z`);
    }
  }
  return { d: parts.join(''), size: modules.size + 2 * QUIET_ZONE };
}

/**
 * A QR code drawn as React SVG elements from the library's module matrix (no markup strings:
 * the served CSP enforces Trusted Types). Always dark on white, whatever the theme, so that
 * every phone reads it.
 */
export function QrCode({
  text,
  label,
  pixels,
  className,
}: {
  text: string;
  label: string;
  pixels: number;
  className?: string;
}) {
  const { d, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
