import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLineupActors, lineupMachine } from '../../../src/application/account/lineup.machine';
import { ApiError } from '../../../src/domain/errors';
import { FakeLineupApi } from '../../fakes/fake-lineup-api';

const BASE = ['ch1', 'ch2', 'ch3'];

function startLineup(api = new FakeLineupApi()) {
  const actor = createActor(lineupMachine.provide({ actors: createLineupActors(api) }));
  const changed: string[] = [];
  actor.on('lineup.changed', (event) => changed.push(event.type));
  actor.start();
  return { actor, api, changed };
}

describe('the channel lineup editor (spec point 7: PUT and DELETE lineup/)', () => {
  it('should move channels from the order on screen, then save the new order and tell the lists', async () => {
    const { actor, api, changed } = startLineup();
    actor.send({ type: 'lineup.move', from: 2, to: 0, base: BASE });
    actor.send({ type: 'lineup.move', from: 1, to: 2, base: BASE });
    expect(actor.getSnapshot().context).toMatchObject({ order: ['ch3', 'ch2', 'ch1'], dirty: true });
    actor.send({ type: 'lineup.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const saved = await waitFor(actor, (s) => s.hasTag('saved'));
    expect(saved.context).toMatchObject({ order: ['ch3', 'ch2', 'ch1'], dirty: false, error: null });
    expect(api.calls).toEqual(['saveLineup ch3,ch2,ch1']);
    expect(changed).toEqual(['lineup.changed']);
  });

  it('should not save an order nobody moved', () => {
    const { actor, api } = startLineup();
    actor.send({ type: 'lineup.save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(api.calls).toEqual([]);
  });

  it('should go back to the provider order on reset and tell the lists', async () => {
    const { actor, api, changed } = startLineup();
    actor.send({ type: 'lineup.move', from: 0, to: 1, base: BASE });
    actor.send({ type: 'lineup.reset' });
    const state = await waitFor(actor, (s) => s.hasTag('saved'));
    expect(state.context).toMatchObject({ order: null, dirty: false });
    expect(api.calls).toEqual(['resetLineup']);
    expect(changed).toEqual(['lineup.changed']);
  });

  it('should keep the edited order and say why when the provider refuses', async () => {
    const api = new FakeLineupApi();
    api.refusal = new ApiError('network', 'lineup');
    const { actor, changed } = startLineup(api);
    actor.send({ type: 'lineup.move', from: 0, to: 2, base: BASE });
    actor.send({ type: 'lineup.save' });
    const state = await waitFor(actor, (s) => s.context.error !== null);
    expect(state.matches('editing')).toBe(true);
    expect(state.context).toMatchObject({ order: ['ch2', 'ch3', 'ch1'], dirty: true, error: 'network' });
    expect(changed).toEqual([]);
  });

  it('should keep editing after a save: the next move starts from the saved order', async () => {
    const { actor } = startLineup();
    actor.send({ type: 'lineup.move', from: 0, to: 1, base: BASE });
    actor.send({ type: 'lineup.save' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    actor.send({ type: 'lineup.move', from: 0, to: 2, base: BASE });
    expect(actor.getSnapshot().context).toMatchObject({ order: ['ch1', 'ch3', 'ch2'], dirty: true });
  });
});
