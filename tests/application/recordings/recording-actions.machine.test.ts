import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  recordingActionsMachine,
  type RecordingActionsEvent,
  type RecordingCommand,
} from '../../../src/application/recordings/recording-actions.machine';
import { createRecordingActors } from '../../../src/application/recordings/recordings.actors';
import { ApiError } from '../../../src/domain/errors';
import { FakeRecordingsApi } from '../../fakes/fake-recordings-api';

function startRecordings() {
  const recordingsApi = new FakeRecordingsApi();
  const actor = createActor(recordingActionsMachine.provide({ actors: createRecordingActors(recordingsApi) })).start();
  const changes: RecordingCommand[] = [];
  actor.on('recording.changed', (event) => changes.push(event.command));
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, recordingsApi, changes, settled };
}

describe('recording actions machine (spec point 4)', () => {
  it.each<[RecordingActionsEvent, string]>([
    [{ type: 'recording.add', showId: 's1' }, 'record s1'],
    [{ type: 'recording.remove', showId: 's1' }, 'remove s1'],
    [{ type: 'recording.archive', showId: 's1' }, 'archive s1'],
    [{ type: 'recording.addSerie', serieId: 'se1', retention: 5 }, 'recordSerie se1 5'],
    [{ type: 'recording.unscheduleSerie', serieId: 'se1' }, 'removeSerie se1 scheduler'],
    [{ type: 'recording.removeSerieEpisodes', serieId: 'se1' }, 'removeSerie se1 episodes'],
    [{ type: 'recording.removeSerieAll', serieId: 'se1' }, 'removeSerie se1 all'],
  ])('should run %o as "%s" and announce the change', async (event, call) => {
    const { actor, recordingsApi, changes, settled } = startRecordings();
    actor.send(event);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const state = await settled();
    expect(recordingsApi.calls).toEqual([call]);
    expect(state.matches({ ready: 'idle' })).toBe(true);
    expect(changes).toHaveLength(1);
    expect(state.context.error).toBeNull();
  });

  it('should run one command at a time', async () => {
    const { actor, recordingsApi, settled } = startRecordings();
    actor.send({ type: 'recording.add', showId: 's1' });
    actor.send({ type: 'recording.add', showId: 's2' });
    await settled();
    expect(recordingsApi.calls).toEqual(['record s1']);
  });

  describe('when a quota is exceeded (509)', () => {
    it.each<[keyof FakeRecordingsApi['failures'], RecordingActionsEvent, string]>([
      ['record', { type: 'recording.add', showId: 's1' }, 'recording-quota-exceeded'],
      ['recordSerie', { type: 'recording.addSerie', serieId: 'se1', retention: 0 }, 'recording-quota-exceeded'],
      ['archive', { type: 'recording.archive', showId: 's1' }, 'archive-quota-exceeded'],
    ])('should fail %s with %s', async (call, event, kind) => {
      const { actor, recordingsApi, changes, settled } = startRecordings();
      recordingsApi.failures[call] = new ApiError(kind as 'recording-quota-exceeded', call);
      actor.send(event);
      const state = await settled();
      expect(state.matches({ ready: 'failed' })).toBe(true);
      expect(state.context.error).toBe(kind);
      expect(changes).toEqual([]);
    });
  });

  it('should let the user dismiss the error or try something else', async () => {
    const { actor, recordingsApi, settled } = startRecordings();
    recordingsApi.failures.record = new ApiError('recording-quota-exceeded', 'record');
    actor.send({ type: 'recording.add', showId: 's1' });
    await settled();
    actor.send({ type: 'recording.dismiss' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'recording.add', showId: 's1' });
    await settled();
    actor.send({ type: 'recording.remove', showId: 's2' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled();
    expect(recordingsApi.calls).toEqual(['record s1', 'record s1', 'remove s2']);
  });
});
