import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors';

interface Content {
  offlineUri: string;
  appMetadata: object;
  size: number;
  duration: number;
  isIncomplete: boolean;
}

/**
 * A stand-in for shaka's offline Storage over one shared "IndexedDB": like shaka, a store writes
 * its manifest first, marked incomplete, and removes it when the store fails (unless told the
 * page died first); `remove` of an unknown address fails, as shaka's does.
 */
class FakeStorage {
  static db = new Map<string, Content>();
  static ids = 0;
  /** The next store fails with this after writing its incomplete manifest. */
  static failWith: unknown = null;
  /** The store's own clean-up fails too (the page went away midway). */
  static cleanUpFails = false;
  static storing: { finish: () => void } | null = null;
  configure() {}
  async destroy() {}
  static support() {
    return true;
  }
  async list() {
    return [...FakeStorage.db.values()];
  }
  async remove(uri: string) {
    if (!FakeStorage.db.delete(uri)) throw new Error(`no ${uri}`);
  }
  store(_url: string, appMetadata: object) {
    const uri = `offline:manifest/${++FakeStorage.ids}`;
    FakeStorage.db.set(uri, { offlineUri: uri, appMetadata, size: 100, duration: 1800, isIncomplete: true });
    const promise = new Promise<Content>((resolve, reject) => {
      FakeStorage.storing = {
        finish: () => {
          const failure = FakeStorage.failWith;
          FakeStorage.failWith = null;
          if (failure === null) {
            const content = { ...FakeStorage.db.get(uri)!, isIncomplete: false, size: 5_000 };
            FakeStorage.db.set(uri, content);
            return resolve(content);
          }
          if (!FakeStorage.cleanUpFails) FakeStorage.db.delete(uri);
          reject(failure);
        },
      };
    });
    return { promise, abort: async () => undefined };
  }
}

vi.mock('../../../src/adapters/player/shaka.loader', () => ({
  loadShaka: async () => ({ offline: { Storage: FakeStorage } }),
}));

const { createShakaOfflineStore, storeFailure } = await import('../../../src/adapters/player/shaka-offline.store');

const info = (showId: string) => ({ showId, title: `Show ${showId}`, channelName: 'Vallée' });
const until = (check: () => boolean) => expect.poll(check).toBe(true);

async function storing(showId: string) {
  const store = createShakaOfflineStore();
  const operation = store.store(`https://download/${showId}`, info(showId), () => undefined);
  await until(() => FakeStorage.storing !== null);
  return { store, operation };
}

describe('when shows are stored in shaka’s offline storage', () => {
  beforeEach(() => {
    FakeStorage.db.clear();
    FakeStorage.failWith = null;
    FakeStorage.cleanUpFails = false;
    FakeStorage.storing = null;
  });

  it('should not list a download still running in this page, then list it once complete', async () => {
    const { store, operation } = await storing('a');
    expect(await store.list()).toEqual([]);
    FakeStorage.storing!.finish();
    await operation.done;
    expect(await store.list()).toMatchObject([{ showId: 'a', sizeBytes: 5_000 }]);
    expect((await store.list())[0]!.incomplete).toBeUndefined();
  });

  it('should reject a store whose segments stopped coming offline as a network failure, keep nothing of it and the other shows intact', async () => {
    const { store: first, operation: kept } = await storing('kept');
    FakeStorage.storing!.finish();
    await kept.done;
    const { store, operation } = await storing('b');
    FakeStorage.failWith = { severity: 2, category: 1, code: 1002 };
    FakeStorage.cleanUpFails = true;
    FakeStorage.storing!.finish();
    await expect(operation.done).rejects.toMatchObject({ kind: 'network' });
    expect((await store.list()).map((item) => item.showId)).toEqual(['kept']);
    expect((await first.list()).map((item) => item.showId)).toEqual(['kept']);
  });

  it('should list a download left incomplete by a page closed midway, and replace it when the show is stored again', async () => {
    FakeStorage.db.set('offline:manifest/old', {
      offlineUri: 'offline:manifest/old',
      appMetadata: info('c'),
      size: 40,
      duration: 1800,
      isIncomplete: true,
    });
    const store = createShakaOfflineStore();
    expect(await store.list()).toMatchObject([{ showId: 'c', incomplete: true }]);
    const operation = store.store('https://download/c', info('c'), () => undefined);
    await until(() => FakeStorage.storing !== null);
    expect(FakeStorage.db.has('offline:manifest/old')).toBe(false);
    FakeStorage.storing!.finish();
    await operation.done;
    expect(await store.list()).toMatchObject([{ showId: 'c', sizeBytes: 5_000 }]);
  });

  it.each([
    ['a network error of shaka', 'network', { severity: 2, category: 1, code: 1001 }, true],
    ['a storage error of shaka', 'generic', { severity: 2, category: 9, code: 9001 }, true],
    ['any failure while the browser is offline', 'network', new TypeError('Failed to fetch'), false],
    ['any other failure online', 'generic', new TypeError('odd'), true],
    ['a typed failure', 'not-found', new ApiError('not-found', 'x'), true],
  ] as const)('should read %s as %s', (_, kind, error, online) => {
    expect(storeFailure(error, online).kind).toBe(kind);
  });
});
