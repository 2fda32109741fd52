/**
 * The TV guide at 400 channels (issue 17): /tv/guide?demo-channels=400 opened in a signed-in TV
 * page with the CPU throttled 6x (CDP Emulation.setCPUThrottlingRate), loaded cold once then
 * reloaded. First render, as bench:guide reads it for the web grid: from the last response the
 * first grid was built from (the lineup and the guide chunks decoded before the first commit,
 * Resource Timing `responseEnd`) to the mark `tv-guide:first-cells-paint` (the first task after
 * the frame that painted shows); navigation start → that paint is given beside it.
 */
import type { Page } from 'playwright-core';
import type { BenchLine } from '../report/lines.ts';
import { openSignedInTv } from '../report/tv-page.ts';

export const TV_GUIDE_CHANNELS = 400;
export const TV_GUIDE_RATE = 6;
export const TV_GUIDE_GOAL_MS = 200;

export interface GuideLoad {
  readonly dataToPaintMs: number;
  readonly navigationToPaintMs: number;
}

async function measure(page: Page): Promise<GuideLoad> {
  await page.waitForFunction(() => performance.getEntriesByName('tv-guide:first-cells-paint').length > 0, undefined, {
    timeout: 120_000,
  });
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('tv-guide:first-cells-paint')[0]!.startTime;
    const commit = performance.getEntriesByName('tv-guide:first-cells-commit')[0]!.startTime;
    const decoded = performance
      .getEntriesByName('guide:chunk-decoded')
      .filter((mark) => mark.startTime <= commit) as PerformanceMark[];
    const used = new Set(decoded.map((mark) => String(mark.detail)));
    const responses = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => {
      const chunk = /\/api\/cache\/epg2d\/(\d+)\//.exec(entry.name)?.[1];
      return (
        entry.responseEnd <= commit &&
        (/\/api\/mobile\/channels\//.test(entry.name) || (chunk !== undefined && used.has(chunk)))
      );
    });
    const lastData = Math.max(...responses.map((entry) => entry.responseEnd), ...decoded.map((mark) => mark.startTime));
    return { dataToPaintMs: paint - lastData, navigationToPaintMs: paint };
  });
}

export async function measureTvGuide(origin: string, reloads: number): Promise<{ cold: GuideLoad; warm: GuideLoad[] }> {
  const tv = await openSignedInTv(origin);
  try {
    const cdp = await tv.context.newCDPSession(tv.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TV_GUIDE_RATE });
    await tv.page.goto(`${origin}/tv/guide?demo-channels=${TV_GUIDE_CHANNELS}`);
    const cold = await measure(tv.page);
    const warm: GuideLoad[] = [];
    for (let run = 0; run < reloads; run++) {
      await tv.page.reload();
      warm.push(await measure(tv.page));
    }
    return { cold, warm };
  } finally {
    await tv.close();
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function tvGuideLines({ cold, warm }: { cold: GuideLoad; warm: readonly GuideLoad[] }): BenchLine[] {
  const figure = warm.length ? median(warm.map((load) => load.dataToPaintMs)) : cold.dataToPaintMs;
  return [
    {
      bench: 'tv-guide',
      name: `${TV_GUIDE_CHANNELS} channels, data → first render, ${TV_GUIDE_RATE}x CPU`,
      figure,
      unit: 'ms',
      goal: { op: '≤', value: TV_GUIDE_GOAL_MS },
      peer: `cold ${Math.round(cold.dataToPaintMs)} ms`,
      note: `median of ${warm.length} reloads; navigation → first render: cold ${Math.round(cold.navigationToPaintMs)} ms, warm median ${warm.length ? Math.round(median(warm.map((load) => load.navigationToPaintMs))) : '-'} ms`,
    },
  ];
}
