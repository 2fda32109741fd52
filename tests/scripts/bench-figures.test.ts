import { describe, expect, it } from 'vitest';
import { firstLoadFiles, staticClosure, type Manifest } from '../../scripts/bench/first-load/first-load';
import { verdictOf } from '../../scripts/bench/report/lines';
import { outAndBack, slopeOf, tvHeapLines } from '../../scripts/bench/tv-heap/tv-heap';

describe('the figures the bench report derives', () => {
  describe('when the first-load JavaScript of an entry is gathered from a manifest', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/web.js',
        isEntry: true,
        imports: ['_shared.js', '_react.js'],
        dynamicImports: ['node_modules/msw/browser.mjs'],
      },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'node_modules/msw/browser.mjs': { file: 'assets/browser.js', imports: ['_shared.js'] },
    };

    it('should take the entry and its static imports, transitively and once each', () => {
      expect(staticClosure(manifest, 'index.html')).toEqual(['assets/web.js', 'assets/shared.js', 'assets/react.js']);
    });

    it('should leave out what is only imported dynamically', () => {
      expect(staticClosure(manifest, 'index.html')).not.toContain('assets/browser.js');
    });
  });

  describe('when the entry imports the app once Temporal is there (scripts/build/app-preload.ts)', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/web.js',
        isEntry: true,
        imports: ['_helper.js'],
        dynamicImports: ['src/composition/web.app.tsx', 'node_modules/temporal-polyfill/global.esm.js'],
      },
      '_helper.js': { file: 'assets/helper.js' },
      'src/composition/web.app.tsx': {
        file: 'assets/web.app.js',
        imports: ['_react.js', '_helper.js'],
        dynamicImports: ['src/ui/web/screens/guide/guide-screen.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'node_modules/temporal-polyfill/global.esm.js': { file: 'assets/global.esm.js' },
      'src/ui/web/screens/guide/guide-screen.tsx': { file: 'assets/guide-screen.js', imports: ['_react.js'] },
    };

    it('should count the app the page preloads, with its static imports, once each', () => {
      expect(firstLoadFiles(manifest, 'index.html')).toEqual([
        'assets/web.js',
        'assets/helper.js',
        'assets/web.app.js',
        'assets/react.js',
      ]);
    });

    it.each(['assets/global.esm.js', 'assets/guide-screen.js'])(
      'should leave out %s, which a browser with Temporal does not load first',
      (file) => {
        expect(firstLoadFiles(manifest, 'index.html')).not.toContain(file);
      },
    );
  });

  describe('when the bundler leaves the entry a facade of a chunk of the same name (strict execution order)', () => {
    const manifest: Manifest = {
      'tv/index.html': { file: 'tv/assets/tv.js', name: 'tv', isEntry: true, imports: ['_tv-code.js'] },
      '_tv-code.js': {
        file: 'tv/assets/tv-code.js',
        name: 'tv',
        imports: ['_shared.js'],
        dynamicImports: ['_tv.app.js', 'node_modules/temporal-polyfill/global.esm.js'],
      },
      '_shared.js': {
        file: 'tv/assets/shared.js',
        name: 'app~tv~tv.app',
        dynamicImports: ['src/ui/shared/i18n/by-language/de.ts'],
      },
      '_tv.app.js': { file: 'tv/assets/tv.app.js', name: 'tv.app', imports: ['_shared.js'] },
      'node_modules/temporal-polyfill/global.esm.js': { file: 'tv/assets/global.esm.js' },
      'src/ui/shared/i18n/by-language/de.ts': { file: 'tv/assets/de.js', name: 'de' },
    };

    it("should count the app that the entry's code imports, with its static imports", () => {
      expect(firstLoadFiles(manifest, 'tv/index.html')).toEqual([
        'tv/assets/tv.js',
        'tv/assets/tv-code.js',
        'tv/assets/shared.js',
        'tv/assets/tv.app.js',
      ]);
    });

    it("should leave out what a shared chunk imports dynamically (another language's texts)", () => {
      expect(firstLoadFiles(manifest, 'tv/index.html')).not.toContain('tv/assets/de.js');
    });
  });

  describe('when the heap samples are fitted with a line', () => {
    it.each([
      {
        samples: [
          [2, 40],
          [3, 40],
          [4, 40],
        ],
        slope: 0,
      },
      {
        samples: [
          [2, 40],
          [3, 42],
          [4, 44],
        ],
        slope: 2,
      },
      {
        samples: [
          [2, 44],
          [6, 40],
        ],
        slope: -1,
      },
    ])('should give $slope MB per minute for $samples', ({ samples, slope }) => {
      expect(slopeOf(samples.map(([minute, usedMB]) => ({ minute: minute!, usedMB: usedMB! })))).toBeCloseTo(slope, 6);
    });

    it('should give nothing under two samples', () => {
      expect(slopeOf([{ minute: 2, usedMB: 40 }])).toBeNull();
    });
  });

  describe('when a 10-minute heap loop is turned into its two lines', () => {
    const run = (values: readonly number[]) => ({
      rounds: 60,
      minutes: 10,
      samples: values.map((usedMB, minute) => ({ minute: minute + 0.1, usedMB })),
    });

    it('should say met on both parts when the heap stays under the budget and flat from minute 2', () => {
      const lines = tvHeapLines(run([10, 18, 20, 20.2, 19.9, 20.1, 20, 20.3, 20.1, 20.2, 20.4]));
      expect(lines.map(verdictOf)).toEqual(['met', 'met']);
      expect(lines[1]!.figure).toBeCloseTo(0.4, 6);
      expect(lines[1]!.note).toContain('minute 2.1 20.0 MB → minute 10.1 20.4 MB');
    });

    it('should say not met on the growth when it climbs by a megabyte a minute from minute 2', () => {
      const lines = tvHeapLines(run([10, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28]));
      expect(lines.map(verdictOf)).toEqual(['met', 'not met']);
      expect(lines[1]!.peer).toBe('slope +1.00 MB/min');
    });
  });

  describe('when the heap loop walks a screen', () => {
    it('should walk back the way it went, so that each round starts where the last one began', () => {
      expect(outAndBack(['ArrowRight', 'ArrowRight', 'ArrowDown'])).toEqual([
        'ArrowRight',
        'ArrowRight',
        'ArrowDown',
        'ArrowUp',
        'ArrowLeft',
        'ArrowLeft',
      ]);
    });

    it.each([
      [['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowRight']],
      [['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']],
    ])('should end %j with no step left over', (walk) => {
      const steps = outAndBack(walk);
      const count = (key: string) => steps.filter((each) => each === key).length;
      expect([count('ArrowRight') - count('ArrowLeft'), count('ArrowDown') - count('ArrowUp')]).toEqual([0, 0]);
    });
  });
});
