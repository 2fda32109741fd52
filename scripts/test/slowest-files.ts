/**
 * The end of `npm test`: the ten slowest test files of the run (every vitest run of it adds its
 * files to test-results/file-durations.jsonl, tests/support/file-durations.reporter.ts), so that
 * the next slow file is seen at once. `--reset` empties the list at the start.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { FILE_DURATIONS } from '../../tests/support/file-durations.reporter.ts';

export interface FileDuration {
  readonly file: string;
  readonly project: string;
  readonly ms: number;
}

/**
 * The `count` slowest files, slowest first, each file once (its last run: a file run again outside
 * npm test adds a line); a line that is not a file's duration is skipped.
 */
export function slowestFiles(jsonl: string, count = 10): FileDuration[] {
  const files = jsonl.split('\n').flatMap((line): FileDuration[] => {
    try {
      const entry = JSON.parse(line) as Partial<FileDuration>;
      return typeof entry.file === 'string' && typeof entry.project === 'string' && typeof entry.ms === 'number'
        ? [entry as FileDuration]
        : [];
    } catch {
      return [];
    }
  });
  const last = new Map(files.map((entry) => [`${entry.project} ${entry.file}`, entry]));
  return [...last.values()].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The table printed: seconds, project, file. */
export function slowestTable(files: readonly FileDuration[]): string {
  const rows = files.map(
    ({ file, project, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${project.padEnd(11)} ${file}`,
  );
  return [`The ${files.length} slowest test files:`, ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--reset')) rmSync(FILE_DURATIONS, { force: true });
  else if (existsSync(FILE_DURATIONS))
    console.log(`\n${slowestTable(slowestFiles(readFileSync(FILE_DURATIONS, 'utf8')))}`);
}
