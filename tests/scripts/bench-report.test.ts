import { describe, expect, it } from 'vitest';
import {
  formatFigure,
  formatGoal,
  formatTable,
  parseBenchArgs,
  ratio,
  verdictOf,
  type BenchLine,
} from '../../scripts/bench/report/lines';
import { dpadLines } from '../../scripts/bench/dpad/lines';

const line = (overrides: Partial<BenchLine>): BenchLine => ({
  bench: 'load',
  name: 'performance',
  figure: 90,
  unit: '',
  goal: { op: '≥', value: 95 },
  ...overrides,
});

describe('the bench report', () => {
  describe('when a figure is set against its goal', () => {
    it.each([
      { figure: 95, goal: { op: '≥', value: 95 }, verdict: 'met' },
      { figure: 94, goal: { op: '≥', value: 95 }, verdict: 'not met' },
      { figure: 160, goal: { op: '≤', value: 160 }, verdict: 'met' },
      { figure: 160.5, goal: { op: '≤', value: 160 }, verdict: 'not met' },
      { figure: null, goal: { op: '≤', value: 160 }, verdict: 'not measured' },
      { figure: 3, goal: null, verdict: '-' },
    ] as const)('should say $verdict for $figure against $goal.op $goal.value', ({ figure, goal, verdict }) => {
      expect(verdictOf({ figure, goal })).toBe(verdict);
    });
  });

  describe('when figures and goals are printed', () => {
    it.each([
      { figure: 1234.4, unit: 'ms', printed: '1,234 ms' },
      { figure: 48.26, unit: 'ms', printed: '48.3 ms' },
      { figure: 76, unit: '', printed: '76' },
      { figure: 0.137, unit: '', printed: '0.14' },
      { figure: 1.96, unit: 'x', printed: '2.0x' },
      { figure: null, unit: 'KB', printed: '-' },
    ])('should print $figure $unit as "$printed"', ({ figure, unit, printed }) => {
      expect(formatFigure({ figure, unit })).toBe(printed);
    });

    it('should print the goal with its sign and unit', () => {
      expect(formatGoal({ goal: { op: '≤', value: 1.2 }, unit: 'x' })).toBe('≤ 1.2x');
      expect(formatGoal({ goal: null, unit: 'ms' })).toBe('-');
    });
  });

  describe('when a figure is compared with its peer', () => {
    it('should give the figure over the peer', () => {
      expect(ratio(67, 34)).toBeCloseTo(1.97, 2);
    });

    it.each([
      [null, 34],
      [67, null],
      [67, 0],
    ])('should give nothing for %s over %s', (figure, peer) => {
      expect(ratio(figure, peer)).toBeNull();
    });
  });

  describe('when the table is printed', () => {
    const table = formatTable([
      line({ name: 'LCP /home', figure: 3500, unit: 'ms', goal: { op: '≤', value: 1500 } }),
      line({
        bench: 'zap',
        name: 'app / bare preload',
        figure: 1.1,
        unit: 'x',
        goal: { op: '≤', value: 1.2 },
        peer: 'bare 34 ms',
      }),
      line({ bench: 'tv-heap', name: 'heap', figure: null, unit: 'MB', note: 'not run: no TV build' }),
    ]);
    const rows = table.split('\n');

    it('should give every line its row with figure, goal, peer and verdict in aligned columns', () => {
      expect(rows[0]).toMatch(/^bench\s+line\s+figure\s+goal\s+peer \(same run\)\s+verdict$/);
      expect(rows[2]).toMatch(/^load\s+LCP \/home\s+3,500 ms\s+≤ 1,500 ms\s+-\s+not met$/);
      expect(rows[3]).toMatch(/^zap\s+app \/ bare preload\s+1\.1x\s+≤ 1\.2x\s+bare 34 ms\s+met$/);
      expect(rows[2]!.indexOf('3,500')).toBe(rows[3]!.indexOf('1.1x'));
    });

    it("should put a line's note under its row and count the verdicts", () => {
      expect(rows[5]).toBe('    not run: no TV build');
      expect(rows.at(-1)).toBe('1 met, 1 not met, 1 not measured, of 3 lines');
    });
  });

  describe('when the command is given its options', () => {
    it('should run every bench, fully, by default', () => {
      expect(parseBenchArgs([])).toEqual({
        only: ['load', 'first-load', 'zap', 'search', 'dpad', 'tv-guide', 'tv-heap'],
        quick: false,
        out: 'bench-results/report.json',
      });
    });

    it("should run only the benches named, lighthouse being the load line, in the report's order", () => {
      expect(parseBenchArgs(['--only', 'search,lighthouse', '--quick']).only).toEqual(['load', 'search']);
      expect(parseBenchArgs(['--only=tv-heap', '--quick']).quick).toBe(true);
    });

    it.each([[['--only', 'speed']], [['--fast']], [['--only']]])('should refuse %j', (argv) => {
      expect(() => parseBenchArgs(argv)).toThrow();
    });
  });

  describe("when the remote keys' latency is reported (bench:dpad)", () => {
    it("should set each screen's p95 against 50 ms, beside the bare page of the same run", () => {
      const lines = dpadLines({
        screens: { home: { p95: 41.2, failed: 0 }, guide: { p95: 56.5, failed: 2 } },
        bare: { p50: 12.1, p95: 17.04 },
      });
      expect(lines.map((each) => [each.name, verdictOf(each), each.peer, each.note])).toEqual([
        ['home, key → painted focus p95, 6x CPU', 'met', 'bare page 17.0 ms', undefined],
        ['guide, key → painted focus p95, 6x CPU', 'not met', 'bare page 17.0 ms', '2 presses without a focus move'],
      ]);
    });

    it('should print no peer when the bare page could not be measured', () => {
      expect(dpadLines({ screens: { home: { p95: 41.2, failed: 0 } }, bare: null })[0]?.peer).toBeUndefined();
    });
  });
});
