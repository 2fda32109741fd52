import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "Two layouts, one product" (issue 35): a rule, a data load or a timer found in a layout is a
 * bug. The layouts wait for the browser through src/ui/shared/schedule.ts, flows with timers are
 * machines or shared hooks, and the guide's data comes through the shared guide hook.
 */
const LAYOUTS = ['src/ui/web', 'src/ui/tv'];
const FORBIDDEN = ['setTimeout', 'setInterval', 'useGuideChunks'];

const holds = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** Every forbidden name in a layout's file, as `path: name`. */
function layoutViolations(root = process.cwd()): string[] {
  return LAYOUTS.flatMap((layout) => sources(join(root, layout))).flatMap((file) => {
    const path = relative(root, file);
    const text = readFileSync(file, 'utf8');
    return FORBIDDEN.filter((name) => holds(text, name)).map((name) => `${path}: ${name}`);
  });
}

describe('the layouts (src/ui/web, src/ui/tv)', () => {
  it('should hold no timer and no guide data load', () => {
    expect(layoutViolations()).toEqual([]);
  });
});
