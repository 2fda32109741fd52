import { readFileSync, writeFileSync } from 'node:fs';
import { memoryDemoStore, type DemoState, type DemoStore } from '../../src/adapters/demo/backend';

/** The demo state in a JSON file (kept across restarts), or in memory when no file is given. */
export function fileStore(path: string | undefined): DemoStore {
  if (!path) return memoryDemoStore();
  let state: DemoState | null = null;
  try {
    state = JSON.parse(readFileSync(path, 'utf8')) as DemoState;
  } catch {
    state = null;
  }
  return {
    load: () => state,
    save: (next) => {
      state = next;
      writeFileSync(path, JSON.stringify(next));
    },
  };
}
