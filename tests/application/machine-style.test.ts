import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 35, item 5: every machine names its actions in `setup({ actions })` and gives them typed
// `params`, as the playback machine does; no machine casts its event or its context. A style
// rule, so it reads the source text.

const ROOT = 'src/application';

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return machineFiles(path);
    return /\.(machine|setup)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The index just past the brace that closes the one at `open`. */
function closingBrace(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    if (source[index] === '}') depth -= 1;
    if (depth === 0) return index + 1;
  }
  return source.length;
}

/** Where `setup({ actions: { ... } })` lies: the one place an `assign(` may be written. */
function setupActions(source: string): { start: number; end: number } | null {
  const setupAt = source.search(/\bsetup\(\{/);
  if (setupAt < 0) return null;
  const setupEnd = closingBrace(source, source.indexOf('{', setupAt));
  const actions = /\n {2}actions: \{/g;
  actions.lastIndex = setupAt;
  const found = actions.exec(source);
  if (found === null || found.index > setupEnd) return null;
  const open = found.index + found[0].length - 1;
  return { start: open, end: closingBrace(source, open) };
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** What breaks the rule, as `line N: ...`. */
function styleViolations(source: string): string[] {
  const violations: { index: number; text: string }[] = [];
  const actions = setupActions(source);
  for (const found of source.matchAll(/\bassign\(/g)) {
    if (actions === null || found.index < actions.start || found.index > actions.end) {
      violations.push({ index: found.index, text: 'assign( outside setup({ actions })' });
    }
  }
  for (const found of source.matchAll(/\b(event|context)(\??\.[\w$]+)*\)?\s+as\s/g)) {
    violations.push({ index: found.index, text: `${found[1]} cast` });
  }
  return violations
    .sort((a, b) => a.index - b.index)
    .map(({ index, text }) => `line ${lineOf(source, index)}: ${text}`);
}

describe('the style of the machines (issue 35)', () => {
  const files = machineFiles(ROOT).sort();

  it('should find the machines', () => {
    expect(files).toContain(join(ROOT, 'playback', 'playback.machine.ts'));
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files)('%s should name its assigns in setup and cast no event or context', (file) => {
    expect(styleViolations(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('should report an inline assign, an event cast and a context cast', () => {
    const source = [
      'export const machine = setup({',
      '  actions: { clear: assign({ error: null }) },',
      '}).createMachine({',
      "  on: { 'x.set': { actions: assign({ value: ({ event }) => (event as Set).value }) } },",
      "  invoke: { src: 'load', input: ({ context }) => context.id as string },",
      '});',
    ].join('\n');
    expect(styleViolations(source)).toEqual([
      'line 4: assign( outside setup({ actions })',
      'line 4: event cast',
      'line 5: context cast',
    ]);
  });
});
