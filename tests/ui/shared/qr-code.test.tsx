import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../../../src/ui/shared/components/qr-code';

const SCALE = 4;

/** Paints the SVG's path (runs `M x y h w v1 h-w z`) into RGBA pixels, as a camera would see it. */
function rasterise(svg: SVGSVGElement): { data: Uint8ClampedArray; width: number } {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const width = size * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * SCALE; py < (Number(y) + 1) * SCALE; py += 1) {
      for (let px = Number(x) * SCALE; px < (Number(x) + Number(w)) * SCALE; px += 1) {
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { data, width };
}

describe('when a QR code is drawn from its module matrix', () => {
  it.each(['https://tv.example/pair?code=ABCD-1234', 'https://provider.example/activate?lang=fr&code=WXYZ-9876'])(
    'should read back as %s and be named for screen readers',
    (text) => {
      render(<QrCode text={text} label="Code QR" pixels={320} />);
      const svg = screen.getByRole('img', { name: 'Code QR' }) as unknown as SVGSVGElement;
      const { data, width } = rasterise(svg);
      expect(jsQR(data, width, width)?.data).toBe(text);
    },
  );

  it('should be made of SVG elements only, never of markup strings', () => {
    const { container } = render(<QrCode text="https://tv.example/pair?code=A" label="Code QR" pixels={200} />);
    expect([...container.querySelectorAll('svg *')].map((element) => element.tagName)).toEqual(['rect', 'path']);
  });
});
