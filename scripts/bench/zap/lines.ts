/** Turns the figures of bench:zap into report lines against their goal and peers. */
import { ratio, type BenchLine } from '../report/lines.ts';
import type { ZapFigures } from './zap.ts';

export const ZAP_RATIO_GOAL = 1.2;

const ms = (value: number | undefined | null) =>
  value === undefined || value === null ? '-' : `${Math.round(value)} ms`;

/** The app (web, and CH+/CH- in the TV's full-screen player: bench:zap returns both directions together) over bare shaka-player with preload, loopback and +50 ms. */
export function zapLines(figures: ZapFigures): BenchLine[] {
  const delayed =
    Object.keys(figures)
      .find((name) => name.startsWith('app +'))
      ?.slice('app '.length) ?? '+50 ms';
  const rows: { name: string; app: string; peer: string }[] = [
    { name: 'web app / bare preload, loopback', app: 'app loopback', peer: 'bare shaka preload loopback' },
    { name: `web app / bare preload, ${delayed}`, app: `app ${delayed}`, peer: `bare shaka preload ${delayed}` },
    {
      name: 'TV CH+/CH- / bare preload, loopback',
      app: 'tv CH+/CH- full screen loopback',
      peer: 'bare shaka preload loopback',
    },
    {
      name: `TV CH+/CH- / bare preload, ${delayed}`,
      app: `tv CH+/CH- full screen ${delayed}`,
      peer: `bare shaka preload ${delayed}`,
    },
  ];
  return rows.map((row) => {
    const app = figures[row.app]?.median;
    const peer = figures[row.peer]?.median;
    return {
      bench: 'zap',
      name: `${row.name} (median)`,
      figure: ratio(app, peer),
      unit: 'x',
      goal: { op: '≤', value: ZAP_RATIO_GOAL },
      peer: `app ${ms(app)}, bare ${ms(peer)}`,
      note: figures[row.app] === undefined ? `no line "${row.app}" in bench:zap` : undefined,
    };
  });
}
