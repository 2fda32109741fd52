import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where every vitest run adds a line per test file; `npm test` empties it first and ranks it last. */
export const FILE_DURATIONS = resolve(import.meta.dirname, '../../test-results/file-durations.jsonl');
const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A vitest reporter beside the default one: for each test file of the run, its project and how
 * long it took (preparing, collecting, its setup files, its tests and hooks), one JSON line each,
 * read by scripts/test/slowest-files.ts.
 */
export default class FileDurationsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines = testModules.map((module) => {
      const { prepareDuration, environmentSetupDuration, collectDuration, setupDuration, duration } =
        module.diagnostic();
      const ms = Math.round(prepareDuration + environmentSetupDuration + collectDuration + setupDuration + duration);
      return JSON.stringify({ file: relative(ROOT, module.moduleId), project: module.project.name, ms });
    });
    if (lines.length === 0) return;
    mkdirSync(dirname(FILE_DURATIONS), { recursive: true });
    appendFileSync(FILE_DURATIONS, `${lines.join('\n')}\n`);
  }
}
