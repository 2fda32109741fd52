import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The node projects of many small files: their files run one after the other in a worker that
 * keeps its modules (a fresh worker per file cost more than the tests: 22 s against 6 s for the
 * domain and application), each file's changes to the worker's globals undone after it.
 */
const SHARED_WORKER_SETUP = 'tests/support/shared-worker-setup.ts';
const sharedWorker = { environment: 'node', isolate: false, setupFiles: [SHARED_WORKER_SETUP] };

/** The UI projects' settings: jsdom, the UI setup, and whether each file has a worker of its own. */
const ui = (isolate: boolean) => ({
  environment: 'jsdom',
  isolate,
  setupFiles: isolate ? ['tests/ui/setup.ts'] : [SHARED_WORKER_SETUP, 'tests/ui/setup.ts'],
  testTimeout: 15_000,
});
/** UI files that need a worker of their own: the whole apps, the files that replace a module, and the TV player's keys. */
const UI_OWN_WORKER = [
  'tests/ui/app/**/*.test.{ts,tsx}',
  'tests/ui/tv/screens/home/tv-home-renders.test.tsx',
  'tests/ui/tv/screens/guide/tv-guide-screen.test.tsx',
  'tests/ui/tv/screens/player/tv-player-ticks.test.tsx',
  'tests/ui/tv/screens/player/use-tv-player-keys.test.tsx',
];
/** UI files outside the web and shared screens' project: the TV's and those above. */
const NOT_WEB_UI = ['tests/ui/tv/**', ...UI_OWN_WORKER];

/**
 * Eight projects: domain and application in node (no DOM), adapters in node against the demo
 * provider's handlers (the player's apart), the build and serve scripts in node, UI in jsdom (three
 * projects), and end-to-end in Chromium against the built app.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // vitest leaves a core to itself by default (one worker on a 2-core machine); its own share is small.
      maxWorkers: 2,
      // Besides the usual report, each file's duration for the list of the slowest at the end of npm test.
      reporters: ['default', './tests/support/file-durations.reporter.ts'],
      projects: [
        { extends: true, test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], ...sharedWorker } },
        { extends: true, test: { name: 'application', include: ['tests/application/**/*.test.ts'], ...sharedWorker } },
        {
          extends: true,
          test: {
            name: 'adapters',
            include: ['tests/adapters/**/*.test.ts'],
            exclude: ['tests/adapters/player/**'],
            ...sharedWorker,
          },
        },
        // The player's tests replace shaka-player's module (vi.mock): each file in a worker of its own.
        {
          extends: true,
          test: { name: 'adapters-player', environment: 'node', include: ['tests/adapters/player/**/*.test.ts'] },
        },
        { extends: true, test: { name: 'scripts', environment: 'node', include: ['tests/scripts/**/*.test.ts'] } },
        // jsdom renders of whole screens (the home's 44 channels) pass 5 s on a busy shared machine.
        // The web and shared screens share their workers, and the TV's theirs (the TV's focus library
        // starts once per module load and listens to its window); the whole apps and the files that
        // replace a module (vi.mock) each get a worker of their own.
        {
          extends: true,
          test: { name: 'ui', include: ['tests/ui/**/*.test.{ts,tsx}'], exclude: NOT_WEB_UI, ...ui(false) },
        },
        {
          extends: true,
          test: { name: 'ui-tv', include: ['tests/ui/tv/**/*.test.{ts,tsx}'], exclude: UI_OWN_WORKER, ...ui(false) },
        },
        { extends: true, test: { name: 'ui-own-worker', include: UI_OWN_WORKER, ...ui(true) } },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            setupFiles: ['tests/e2e/setup.ts'],
            // Files share no state (each opens a Chromium of its own, a fresh context per test, over
            // one static server), so they run side by side: three, as their pages also wait on
            // streams, timers and the network (the project took 1025 s with two, 905-1024 s with three).
            maxWorkers: 3,
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // A step waits for what it expects (vitest's 1 s default is shorter than a page load on
            // a busy 2-core machine); a test that never gets there still fails, 10 s later.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
      coverage: {
        provider: 'v8',
        include: ['src/domain/**', 'src/application/**'],
        reporter: ['text-summary'],
        // Issue 3 and 4 quality bars: the rules and the flows are tested through and through.
        thresholds: {
          'src/domain/**': { lines: 95, branches: 90 },
          'src/application/**': { lines: 90 },
        },
      },
    },
  }),
);
