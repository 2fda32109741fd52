import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { provideDownload } from '../../../src/application/downloads/download.actors';
import { ApiError } from '../../../src/domain/errors';
import { FakeOfflineStore } from '../../fakes/fake-offline-store';
import { FakeRecordingsApi } from '../../fakes/fake-recordings-api';

const info = { showId: 'ch2-100', title: 'Le Journal', channelName: 'Vallée' };

function start(recordFirst = false) {
  const recordings = new FakeRecordingsApi();
  const store = new FakeOfflineStore();
  const actor = createActor(provideDownload(recordings, store), { input: { info, recordFirst } }).start();
  return { actor, recordings, store };
}

const until = (check: () => boolean) => expect.poll(check).toBe(true);

describe('when downloading a show', () => {
  it('should ask the provider for its address, store it with progress, and end with what was stored', async () => {
    const { actor, recordings, store } = start();
    actor.send({ type: 'download.start' });
    await until(() => store.storing !== undefined);
    expect([recordings.calls, store.storing]).toEqual([['downloadUri ch2-100'], 'https://download/ch2-100']);
    store.progress(0.4);
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    store.finish(1_234);
    await until(() => actor.getSnapshot().matches('done'));
    expect(actor.getSnapshot().context.stored?.sizeBytes).toBe(1_234);
  });

  it('should record a recordable show first', async () => {
    const { actor, recordings, store } = start(true);
    actor.send({ type: 'download.start' });
    await until(() => store.storing !== undefined);
    expect(recordings.calls).toEqual(['record ch2-100', 'downloadUri ch2-100']);
  });

  it('should cancel the store and keep nothing', async () => {
    const { actor, store } = start();
    actor.send({ type: 'download.start' });
    await until(() => store.storing !== undefined);
    actor.send({ type: 'download.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    await until(() => store.cancelled.length === 1);
    expect(store.stored.size).toBe(0);
  });

  it.each([
    ['the address', 'downloadUri' as const, 'not-found' as const],
    ['the recording', 'record' as const, 'recording-quota-exceeded' as const],
  ])('should say why when %s fails, and try again on start', async (_, call, kind) => {
    const { actor, recordings, store } = start(true);
    recordings.failures[call] = new ApiError(kind, call);
    actor.send({ type: 'download.start' });
    await until(() => actor.getSnapshot().matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(kind);
    delete recordings.failures[call];
    actor.send({ type: 'download.start' });
    await until(() => store.storing !== undefined);
  });

  it('should say why when the store fails midway, say it was interrupted, and start again from the address', async () => {
    const { actor, recordings, store } = start();
    actor.send({ type: 'download.start' });
    await until(() => store.storing !== undefined);
    store.progress(0.3);
    store.fail(new ApiError('network', 'store'));
    await until(() => actor.getSnapshot().matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'network', interrupted: true, progress: 0 });
    actor.send({ type: 'download.start' });
    await until(() => store.storing !== undefined);
    expect([recordings.calls, actor.getSnapshot().context.interrupted]).toEqual([
      ['downloadUri ch2-100', 'downloadUri ch2-100'],
      false,
    ]);
  });

  it('should not call a failure before the store an interruption', async () => {
    const { actor, recordings } = start();
    recordings.failures.downloadUri = new ApiError('generic', 'downloadUri');
    actor.send({ type: 'download.start' });
    await until(() => actor.getSnapshot().matches('failed'));
    expect(actor.getSnapshot().context.interrupted).toBe(false);
  });
});
