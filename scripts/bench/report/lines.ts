/**
 * The pure part of `npm run bench`'s report: one line per figure, its goal (a limit, or a ratio to
 * a peer measured in the same run), met / not met, the printed table and the command's options.
 */

/** A limit the figure must stay within: `≤ value` or `≥ value`. */
export interface Goal {
  readonly op: '≤' | '≥';
  readonly value: number;
}

export interface BenchLine {
  /** The benchmark it comes from: load, zap, search, tv … */
  readonly bench: string;
  readonly name: string;
  /** null: not measured (the reason is in `note`). */
  readonly figure: number | null;
  readonly unit: string;
  readonly goal: Goal | null;
  /** The peer measured in the same run, as printed (e.g. "bare shaka preload 34 ms"). */
  readonly peer?: string;
  readonly note?: string;
}

export type Verdict = 'met' | 'not met' | 'not measured' | '-';

export function verdictOf(line: Pick<BenchLine, 'figure' | 'goal'>): Verdict {
  if (line.figure === null || Number.isNaN(line.figure)) return 'not measured';
  if (line.goal === null) return '-';
  const within = line.goal.op === '≤' ? line.figure <= line.goal.value : line.figure >= line.goal.value;
  return within ? 'met' : 'not met';
}

/** Whole numbers as they are and from 100 up, one decimal under 100, two under 1 (a CLS, a ratio). */
export function formatNumber(value: number): string {
  const size = Math.abs(value);
  if (size >= 100 || Number.isInteger(value)) return Math.round(value).toLocaleString('en');
  if (size >= 1) return value.toFixed(1);
  return value.toFixed(2);
}

const withUnit = (value: number, unit: string) =>
  unit === '' ? formatNumber(value) : unit === 'x' ? `${formatNumber(value)}x` : `${formatNumber(value)} ${unit}`;

export function formatFigure(line: Pick<BenchLine, 'figure' | 'unit'>): string {
  return line.figure === null ? '-' : withUnit(line.figure, line.unit);
}

export function formatGoal(line: Pick<BenchLine, 'goal' | 'unit'>): string {
  return line.goal === null ? '-' : `${line.goal.op} ${withUnit(line.goal.value, line.unit)}`;
}

/** A ratio to a peer: the figure over the peer's, or null when either is missing or the peer is 0. */
export function ratio(figure: number | null | undefined, peer: number | null | undefined): number | null {
  if (figure === null || figure === undefined || peer === null || peer === undefined || peer === 0) return null;
  return figure / peer;
}

const COLUMNS = ['bench', 'line', 'figure', 'goal', 'peer (same run)', 'verdict'] as const;

/** The table: one row per line, columns padded to their widest cell; notes follow their row. */
export function formatTable(lines: readonly BenchLine[]): string {
  const rows = lines.map((line) => [
    line.bench,
    line.name,
    formatFigure(line),
    formatGoal(line),
    line.peer ?? '-',
    verdictOf(line),
  ]);
  const widths = COLUMNS.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const out = [render(COLUMNS), widths.map((width) => '-'.repeat(width)).join('  ')];
  lines.forEach((line, index) => {
    out.push(render(rows[index]!));
    if (line.note) out.push(`    ${line.note}`);
  });
  const verdicts = lines.map(verdictOf);
  const count = (verdict: Verdict) => verdicts.filter((each) => each === verdict).length;
  out.push(
    `${count('met')} met, ${count('not met')} not met, ${count('not measured')} not measured, of ${lines.length} lines`,
  );
  return out.join('\n');
}

export const BENCHES = ['load', 'first-load', 'zap', 'search', 'dpad', 'tv-guide', 'tv-heap'] as const;
export type BenchName = (typeof BENCHES)[number];

export interface BenchOptions {
  readonly only: readonly BenchName[];
  readonly quick: boolean;
  readonly out: string;
}

/** `--only a,b` (names from BENCHES; `lighthouse` is the load line), `--quick`, `--out file`. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  let only: BenchName[] = [...BENCHES];
  let quick = false;
  let out = 'bench-results/report.json';
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--quick') quick = true;
    else if (flag === '--only' || flag === '--out') {
      const value = inline ?? argv[++index];
      if (value === undefined) throw new Error(`${flag} needs a value`);
      if (flag === '--out') out = value;
      else {
        const names = value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => (name === 'lighthouse' ? 'load' : name));
        const unknown = names.filter((name) => !(BENCHES as readonly string[]).includes(name));
        if (unknown.length)
          throw new Error(`unknown bench ${unknown.join(', ')}; known: lighthouse (load), ${BENCHES.join(', ')}`);
        only = BENCHES.filter((name) => names.includes(name));
      }
    } else throw new Error(`unknown argument ${arg}; use --only a,b, --quick, --out file`);
  }
  return { only, quick, out };
}
