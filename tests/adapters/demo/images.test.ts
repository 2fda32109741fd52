import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { demoHandlers } from '../../../src/adapters/demo/handlers';
import { IMAGE_SIZES, imageSvg, imageUrl, parseImageRequest } from '../../../src/adapters/demo/catalogue/images';

const BASE = 'http://provider.test';
const server = setupServer(
  ...demoHandlers(
    new DemoBackend(
      memoryDemoStore(),
      () => Date.parse('2026-11-22T12:00:00Z'),
      () => 'token',
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe("the demo catalogue's pictures", () => {
  it.each([
    ['show', 300, 170],
    ['portrait', 120, 170],
    ['poster', 224, 330],
    ['landscape', 480, 250],
  ] as const)('should draw a %s at %i × %i, the size of its card', (kind, width, height) => {
    expect(IMAGE_SIZES[kind]).toEqual({ width, height });
    expect(imageSvg(kind, 'Le Grand Bleu', 2)).toContain(`width="${width}" height="${height}"`);
  });

  it('should colour a picture by its category and escape its title', () => {
    expect(imageSvg('show', 'A & B <C>', 4)).toContain('hsl(130,');
    expect(imageSvg('show', 'A & B <C>', 4)).toContain('A &amp; B &lt;C&gt;');
    expect(imageSvg('show', 'Journal', 1)).not.toContain('hsl(130,');
  });

  it('should read its own address back, and nothing else', () => {
    const url = new URL(imageUrl('poster', 'Été – Nuit', 2), BASE);
    expect(parseImageRequest('poster.svg', url.searchParams)).toEqual({
      kind: 'poster',
      title: 'Été – Nuit',
      category: 2,
    });
    expect(parseImageRequest('avatar.svg', url.searchParams)).toBeNull();
  });

  it('should serve a picture as an SVG image under the cached base, and 404 an unknown kind', async () => {
    const response = await fetch(new URL(imageUrl('show', 'Le Journal', 1), BASE));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Le Journal');
    expect((await fetch(`${BASE}/api/cache/images/avatar.svg?t=x`)).status).toBe(404);
  });

  it("should draw a person's portrait (a head and shoulders, the colour of their name) at a person card's size, without initials: the app draws those only for someone without a picture", async () => {
    const response = await fetch(new URL(imageUrl('portrait', 'Camille Laurent'), BASE));
    expect([response.status, response.headers.get('Content-Type')]).toEqual([200, 'image/svg+xml']);
    const svg = await response.text();
    expect(svg).toContain('width="120" height="170"');
    expect(svg).toMatch(/<circle [^>]*\/><path /);
    expect(svg).not.toContain('>CL<');
    expect(imageSvg('portrait', 'Camille Laurent', 0)).not.toEqual(imageSvg('portrait', 'Lukas Brunner', 0));
  });
});
