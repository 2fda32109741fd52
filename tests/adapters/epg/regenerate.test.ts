import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = 'scripts/demo/gen-flatbuffers.sh';
const GENERATED = 'src/adapters/wire/epg/generated';
const out = mkdtempSync(join(tmpdir(), 'epg-flatc-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every file under a folder, as path relative to it → content. */
function files(root: string): Record<string, string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => [
      relative(root, join(entry.parentPath, entry.name)),
      readFileSync(join(entry.parentPath, entry.name), 'utf8'),
    ]),
  );
}

describe('when the FlatBuffers code is generated again from epg.fbs', () => {
  it('should give exactly the committed files of the wire-format family', () => {
    const run = spawnSync('bash', [SCRIPT, out], { encoding: 'utf8' });
    // flatc missing: the script names Debian's package flatbuffers-compiler (npm run test:unit installs it through scripts/ensure-debian-package.mjs).
    expect(run.status, `${SCRIPT} failed: ${run.stderr}`).toBe(0);
    const committed = files(GENERATED);
    expect(Object.keys(committed).length).toBeGreaterThan(0);
    expect(files(join(out, GENERATED))).toEqual(committed);
  });
});
