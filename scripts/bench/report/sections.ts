/** Turns the figures of bench:zap, bench:search and bench:dpad into report lines against their goals and peers. */
import type { DpadFigures } from '../dpad.ts';
import type { SearchFigure } from '../search.ts';
import type { InPageFigure } from '../search-page.ts';
import type { ZapFigures } from '../zap.ts';
import { ratio, type BenchLine } from './lines.ts';

export const ZAP_RATIO_GOAL = 1.2;
export const SEARCH_P95_GOAL_MS = 8;
export const DPAD_P95_GOAL_MS = 50;

const ms = (value: number | undefined | null) => (value === undefined || value === null ? '-' : `${Math.round(value)} ms`);

/** The app (web, and CH+/CH- in the TV's full-screen player: bench:zap returns both directions together) over bare shaka-player with preload, loopback and +50 ms. */
export function zapLines(figures: ZapFigures): BenchLine[] {
  const delayed = Object.keys(figures).find((name) => name.startsWith('app +'))?.slice('app '.length) ?? '+50 ms';
  const rows: { name: string; app: string; peer: string }[] = [
    { name: 'web app / bare preload, loopback', app: 'app loopback', peer: 'bare shaka preload loopback' },
    { name: `web app / bare preload, ${delayed}`, app: `app ${delayed}`, peer: `bare shaka preload ${delayed}` },
    { name: 'TV CH+/CH- / bare preload, loopback', app: 'tv CH+/CH- full screen loopback', peer: 'bare shaka preload loopback' },
    { name: `TV CH+/CH- / bare preload, ${delayed}`, app: `tv CH+/CH- full screen ${delayed}`, peer: `bare shaka preload ${delayed}` },
  ];
  return rows.map((row) => {
    const app = figures[row.app]?.median;
    const peer = figures[row.peer]?.median;
    return {
      bench: 'zap', name: `${row.name} (median)`, figure: ratio(app, peer), unit: 'x', goal: { op: '≤', value: ZAP_RATIO_GOAL },
      peer: `app ${ms(app)}, bare ${ms(peer)}`,
      note: figures[row.app] === undefined ? `no line "${row.app}" in bench:zap` : undefined,
    };
  });
}

/** Per keystroke at 100,000 shows, p95 (CPU time, steadier on a shared machine); the other lines of the same run are its peers. */
export function searchLines(figures: readonly SearchFigure[]): BenchLine[] {
  const largest = Math.max(...figures.map((figure) => figure.shows));
  const at = figures.filter((figure) => figure.shows === largest);
  const peers = (label: string) => at.filter((figure) => figure.label !== label).map((figure) => `${figure.label} ${figure.cpuP95.toFixed(1)}`).join(', ');
  return at.map((figure) => ({
    bench: 'search', name: `${largest.toLocaleString('en')} shows, ${figure.label}, p95 per keystroke`, figure: figure.cpuP95, unit: 'ms',
    goal: /fuse|ufuzzy/i.test(figure.label) ? null : { op: '≤', value: SEARCH_P95_GOAL_MS },
    peer: peers(figure.label) ? `${peers(figure.label)} ms` : undefined,
    note: `cpu time; elapsed p95 ${figure.wallP95.toFixed(1)} ms`,
  }));
}

/**
 * Issue 13 in the page, two lines of the built app (elapsed: the page's own clock): key → field
 * echoed carries the goal ("typing stays smooth": the key shows within one frame whatever the
 * search does), key → its results painted is printed beside it with no goal.
 */
export function searchInPageLines(figure: InPageFigure | null): BenchLine[] {
  const echo = 'in the page, key → field echoed, p95';
  const painted = 'in the page, key → its results painted, p95';
  if (figure === null) {
    return [
      { bench: 'search', name: echo, figure: null, unit: 'ms', goal: { op: '≤', value: 16 }, note: 'not measured' },
      { bench: 'search', name: painted, figure: null, unit: 'ms', goal: null, note: 'not measured' },
    ];
  }
  const shows = `${figure.shows.toLocaleString('en')} shows`;
  return [
    {
      bench: 'search', name: `${shows} ${echo}`, figure: figure.p95, unit: 'ms', goal: { op: '≤', value: figure.budgetMs },
      note: `median ${figure.median.toFixed(1)} ms over ${figure.keystrokes} keystrokes`,
    },
    {
      bench: 'search', name: `${shows} ${painted}`, figure: figure.painted.p95, unit: 'ms', goal: null,
      note: `median ${figure.painted.median.toFixed(1)} ms; the worker, React and the cards`,
    },
  ];
}

export function dpadLines(figures: DpadFigures): BenchLine[] {
  return Object.entries(figures).map(([screen, figure]) => ({
    bench: 'dpad', name: `${screen}, key → painted focus p95, 6x CPU`, figure: figure.p95, unit: 'ms', goal: { op: '≤', value: DPAD_P95_GOAL_MS },
    note: figure.note ?? (figure.failed ? `${figure.failed} presses without a focus move` : undefined),
  }));
}
