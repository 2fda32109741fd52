// Throwaway profiler (not committed): trace + CPU profile around key presses, per screen.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type CDPSession } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './report/chromium.ts';

const outDir = process.env.PROF_DIR ?? '/tmp/s7/dist';
const minify = process.env.PROF_MINIFY !== '0';
const only = process.env.PROF_SCREENS?.split(',');
if (!existsSync(outDir) || process.env.PROF_BUILD) {
  process.env.VITE_DEMO = 'true'; process.env.NODE_ENV = 'production';
  for (const pass of ['web', 'tv']) {
    process.env.ZAPLINE_LAYOUT = pass;
    await build({ mode: 'production', logLevel: 'error', build: { outDir, minify, sourcemap: false } });
  }
}
const ARM = `window.__dpadArm = () => {
  const focusOf = () => { const element = document.activeElement; return [element, element && element.getAttribute('aria-activedescendant')]; };
  const [element, descendant] = focusOf();
  window.__dpadDone = new Promise((resolve) => {
    window.addEventListener('keydown', (event) => {
      const t0 = event.timeStamp;
      const check = () => requestAnimationFrame(() => {
        const [now, nowDescendant] = focusOf();
        if (now !== element || nowDescendant !== descendant) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - t0);
          channel.port2.postMessage(0);
        } else if (performance.now() - t0 > 2000) resolve(-1);
        else check();
      });
      check();
    }, { capture: true, once: true });
  });
};`;
async function press(page: Page, key: string) { await page.evaluate('window.__dpadArm()'); await page.keyboard.press(key); return (await page.evaluate('window.__dpadDone')) as number; }
const SCREENS = [
  { name: 'home', path: '/tv/home', keys: ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp'] },
  { name: 'guide', path: '/tv/guide', keys: ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'] },
  { name: 'player', path: '/tv/player/live?channel=ch2', keys: ['ArrowRight', 'ArrowLeft'], setup: ['Enter'] },
].filter((s) => !only || only.includes(s.name));
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir }, logLevel: 'error' });
const address = server.httpServer.address() as { port: number };
const origin = `http://127.0.0.1:${address.port}`;
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'prof-')), { executablePath: CHROMIUM_PATH, headless: true, viewport: { width: 1920, height: 1080 }, args: [...CHROMIUM_ARGS] });
await context.addInitScript(ARM);
const page = context.pages()[0] ?? (await context.newPage());
page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') console.log('  console', m.type(), m.text().slice(0, 200)); });
await page.goto(`${origin}/tv/login`);
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
await page.getByLabel('E-mail').fill('demo@example.com');
await page.getByLabel('Mot de passe').fill('demo1234');
await page.getByLabel('Mot de passe').press('Enter');
await page.waitForURL('**/tv/home', { timeout: 30_000 });
const cdp: CDPSession = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROF_RATE ?? 6) });
const N = Number(process.env.PROF_N ?? 16);
for (const screen of SCREENS) {
  await page.goto(`${origin}${screen.path}`);
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, { timeout: 15_000 });
  await page.waitForTimeout(1500);
  for (const key of screen.setup ?? []) await press(page, key);
  await page.waitForTimeout(1000);
  for (let i = 0; i < 5; i++) await press(page, screen.keys[i % screen.keys.length]!);
  const counts = await page.evaluate(() => ({ dom: document.getElementsByTagName('*').length, focusables: document.querySelectorAll('[data-focused], button, [tabindex]').length }));
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8', transferMode: 'ReportEvents' } as any);
  const times: number[] = [];
  for (let i = 0; i < N; i++) times.push(await press(page, screen.keys[i % screen.keys.length]!));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end'); await done;
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  writeFileSync(`/tmp/s7/${screen.name}.cpuprofile`, JSON.stringify(profile));
  writeFileSync(`/tmp/s7/${screen.name}.trace.json`, JSON.stringify(events));
  // main thread: the renderer's CrRendererMain
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const main = events.filter((e) => threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X');
  const by = new Map<string, number>();
  for (const e of main) by.set(e.name, (by.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([n, d]) => `${n}=${(d / N).toFixed(1)}`);
  // self time by function from the CPU profile
  const self = new Map<string, number>();
  const dt = profile.timeDeltas as number[]; const ids = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  profile.samples.forEach((id: number, i: number) => { const n = ids.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); });
  const topSelf = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([n, d]) => `${(d / N).toFixed(2)} ${n}`);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`== ${screen.name}: dom ${counts.dom} focusables~${counts.focusables}; per press p50 ${sorted[Math.floor(N / 2)]!.toFixed(1)} max ${sorted.at(-1)!.toFixed(1)}; times ${times.map((t) => t.toFixed(0)).join(' ')}`);
  console.log('  trace ms/press:', top.join(' '));
  console.log('  cpu self ms/press:\n    ' + topSelf.join('\n    '));
}
await context.close(); await server.close();
