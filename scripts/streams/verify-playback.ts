/**
 * Proves that the demo streams play in Chromium with shaka-player: live clip, start-over
 * seek, multi-language clip (audio and text switch), ClearKey clip and a replay MPD.
 * Usage: npx tsx scripts/streams/verify-playback.ts [screenshotDir]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { playFor, switchTracks, type PlayResult } from './verify-page';
import { startServer } from './verify-server';

const SEGMENT_SECONDS = 2;
const WINDOW_SECONDS = 7200;
const KID = '0123456789abcdef0123456789abcdef';
const KEY = 'feedc0defeedc0defeedc0defeedc0de';
const START_OVER_BACK_SECONDS = 3600;
const REPLAY_AGO_SECONDS = 1800;
const REPLAY_LENGTH_SECONDS = 600;
const MILLIS = 1000;

const shotDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'streams-shots-'));
const profile = mkdtempSync(join(tmpdir(), 'streams-chromium-'));
const { server, origin } = await startServer(process.env.VERIFY_LOG ? console.log : undefined);
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
const config = {
  manifest: { dash: { initialSegmentLimit: WINDOW_SECONDS / SEGMENT_SECONDS + 10 } },
  streaming: { inaccurateManifestTolerance: 0, rebufferingGoal: 1 },
};
const results: Record<string, PlayResult> = {};
let failed = false;

async function check(name: string, run: (page: Page) => Promise<PlayResult>): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.log(`[${name}] console: ${msg.text()}`);
  });
  await page.goto(origin);
  try {
    const result = await run(page);
    results[name] = result;
    await page.locator('video').screenshot({ path: join(shotDir, `${name}.png`) });
    const ok =
      result.advanced >= 2 && (name !== 'a-startover' || (result.behindLiveEdge ?? 0) > START_OVER_BACK_SECONDS - 60);
    failed ||= !ok;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${name} ${JSON.stringify(result)}`);
  } catch (error) {
    failed = true;
    console.log(`FAIL ${name} ${String(error)}`);
  }
  page.removeAllListeners('console');
}

for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) {
  await check(id, async (page) => playFor(page, `${origin}/streams/live/${id}.mpd`, config));
}
await check('a-startover', async (page) =>
  playFor(page, `${origin}/streams/live/a.mpd`, config, START_OVER_BACK_SECONDS),
);
await check('multi', async (page) => {
  const first = await playFor(page, `${origin}/streams/live/multi.mpd`, config);
  console.log(`  multi before switch: ${JSON.stringify(first)}`);
  return switchTracks(page, 'de', 'fr');
});
await check('multi-ad', async (page) => {
  await playFor(page, `${origin}/streams/live/multi.mpd`, config);
  return switchTracks(page, 'fr', 'de', 'description');
});
await check('clearkey', async (page) =>
  playFor(page, `${origin}/streams/live/clearkey.mpd`, { ...config, drm: { clearKeys: { [KID]: KEY } } }),
);
const stop = Math.floor(Date.now() / MILLIS / 60) * 60 - REPLAY_AGO_SECONDS;
await check('replay', async (page) =>
  playFor(page, `${origin}/streams/replay/c.mpd?start=${stop - REPLAY_LENGTH_SECONDS}&stop=${stop}`, config),
);

await context.close();
server.close();
rmSync(profile, { recursive: true, force: true });
console.log(`screenshots in ${shotDir}`);
process.exit(failed ? 1 : 0);
