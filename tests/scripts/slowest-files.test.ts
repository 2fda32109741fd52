import { describe, expect, it } from 'vitest';
import { slowestFiles, slowestTable } from '../../scripts/test/slowest-files';

const line = (file: string, ms: number, project = 'e2e') => JSON.stringify({ file, project, ms });

describe('the slowest test files of a run', () => {
  it('should rank every file of every run of npm test, slowest first, ten at most', () => {
    const unit = Array.from({ length: 8 }, (_, index) => line(`tests/domain/d${index}.test.ts`, index * 100, 'domain'));
    const e2e = [
      line('tests/e2e/a.test.ts', 90_000),
      line('tests/e2e/b.test.ts', 120_000),
      line('tests/e2e/c.test.ts', 550),
    ];
    const ranked = slowestFiles([...unit, ...e2e, ''].join('\n'));
    expect(ranked.map((entry) => entry.file)).toEqual([
      'tests/e2e/b.test.ts',
      'tests/e2e/a.test.ts',
      'tests/domain/d7.test.ts',
      'tests/domain/d6.test.ts',
      'tests/e2e/c.test.ts',
      'tests/domain/d5.test.ts',
      'tests/domain/d4.test.ts',
      'tests/domain/d3.test.ts',
      'tests/domain/d2.test.ts',
      'tests/domain/d1.test.ts',
    ]);
  });

  it('should count a file run twice once, at its last run', () => {
    expect(
      slowestFiles(
        [line('tests/e2e/a.test.ts', 9000), line('tests/e2e/b.test.ts', 5000), line('tests/e2e/a.test.ts', 4000)].join(
          '\n',
        ),
      ).map(({ file, ms }) => [file, ms]),
    ).toEqual([
      ['tests/e2e/b.test.ts', 5000],
      ['tests/e2e/a.test.ts', 4000],
    ]);
  });

  it("should skip a line that is not a file's duration", () => {
    expect(slowestFiles(['{"file":"x"}', 'not json', line('tests/ui/a.test.tsx', 3000, 'ui')].join('\n'))).toEqual([
      { file: 'tests/ui/a.test.tsx', project: 'ui', ms: 3000 },
    ]);
  });

  it('should print seconds, project and file', () => {
    expect(slowestTable([{ file: 'tests/e2e/b.test.ts', project: 'e2e', ms: 120_049 }])).toBe(
      'The 1 slowest test files:\n  120.0 s  e2e         tests/e2e/b.test.ts',
    );
  });
});
