import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptProblems, styleProblems, TV_SCRIPT_FEATURES_ALLOWED } from '../../scripts/build/tv-build-check.ts';

function scriptFile(code: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tv-check-')), 'chunk.js');
  writeFileSync(file, code);
  return file;
}

describe('the TV build check (Chromium 68)', () => {
  describe('of scripts', () => {
    it.each([
      ['optional chaining', 'export const a = (x) => x?.y;'],
      ['nullish coalescing', 'export const a = (x) => x ?? 1;'],
      ['class fields', 'export class A { b = 1; }'],
      ['String.prototype.replaceAll', "export const a = (s) => s.replaceAll('a', 'b');"],
      ['Promise.any (Chromium 85, not polyfilled)', 'export const a = (l) => Promise.any(l);'],
    ])('should refuse %s', (_name, code) => {
      expect(scriptProblems([scriptFile(code)], true)).toEqual([expect.stringContaining('chunk.js')]);
    });

    it.each([
      ['ES2018 syntax', 'export const a = async function* (x) { const { b, ...c } = x; yield* c; };'],
      ['optional catch binding (Chromium 66)', 'export function a() { try { return 1; } catch { return 2; } }'],
      ['a dynamic import (Chromium 63)', "export const a = () => import('./b.js');"],
      ['a polyfilled API', 'export const a = (l) => l.flat();'],
    ])('should accept %s', (_name, code) => {
      expect(scriptProblems([scriptFile(code)], true)).toEqual([]);
    });
  });

  describe('of styles', () => {
    it.each([
      ['a flexbox gap', '.a { display: flex; gap: 8px; }'],
      [':focus-visible', '.a:focus-visible { outline: 0; }'],
      ['aspect-ratio', '.a { aspect-ratio: 16 / 9; }'],
      ['inset', '.a { position: absolute; inset: 0; }'],
      ['min()', '.a { width: min(420px, 100%); }'],
      ['clamp()', '.a { font-size: clamp(1rem, 2vw, 2rem); }'],
    ])('should refuse %s', async (_name, css) => {
      expect(await styleProblems(css, 'test.css')).not.toEqual([]);
    });

    it.each([
      ['a grid gap', '.a { display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }'],
      ['flexbox with margins', '.a { display: flex; } .a > * { margin-right: 8px; }'],
      [':focus', '.a:focus { outline: 4px solid red; }'],
      [
        ':focus-visible as a fallback that old engines drop',
        '.a:focus { outline: 0; } .a:focus:not(:focus-visible) { outline: none; }',
      ],
      ['a reduced-motion query', '@media (prefers-reduced-motion: reduce) { * { animation: none; } }'],
      ['clip-path with a basic shape', '.a { clip-path: inset(50%); }'],
    ])('should accept %s', async (_name, css) => {
      expect(await styleProblems(css, 'test.css')).toEqual([]);
    });
  });

  it('should find every polyfill it allows in the modules that install them', () => {
    const installed = [
      'src/composition/tv-polyfills.ts',
      'src/composition/standard-library-fills.ts',
      'src/adapters/demo/service-worker.ts',
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const polyfills = Object.values(TV_SCRIPT_FEATURES_ALLOWED).filter((reason) => reason.startsWith('polyfill '));
    for (const reason of polyfills) {
      const module = reason.split(' ')[1]!;
      expect(installed, reason).toContain(module.startsWith('core-js') ? `'${module}'` : module);
    }
  });
});
