import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createLineupActors, lineupMachine } from '../../../src/application/account/lineup.machine';
import { connectLineup } from '../../../src/application/account/lineup.model';
import { FakeLineupApi } from '../../fakes/fake-lineup-api';
import { aChannel } from '../../fakes/shows';

const channels = ['ch1', 'ch2', 'ch3'].map((id, index) => aChannel({ id, name: id.toUpperCase(), number: index + 1 }));

function start() {
  return createActor(lineupMachine.provide({ actors: createLineupActors(new FakeLineupApi()) })).start();
}
const ids = (model: ReturnType<typeof connectLineup>) => model.items.map((item) => item.channel.id);

describe('the lineup editor model', () => {
  it('should list the channels in the provider order, the first without up and the last without down', () => {
    const model = connectLineup(start().getSnapshot(), channels);
    expect(ids(model)).toEqual(['ch1', 'ch2', 'ch3']);
    expect(model.items.map((item) => [item.upEvent !== null, item.downEvent !== null])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    expect(model).toMatchObject({ busy: false, saved: false, dirty: false, error: null });
  });

  it('should move a channel down and up through its events, in the order on screen', () => {
    const actor = start();
    actor.send(connectLineup(actor.getSnapshot(), channels).items[0]!.downEvent!);
    expect(ids(connectLineup(actor.getSnapshot(), channels))).toEqual(['ch2', 'ch1', 'ch3']);
    actor.send(connectLineup(actor.getSnapshot(), channels).items[2]!.upEvent!);
    expect(ids(connectLineup(actor.getSnapshot(), channels))).toEqual(['ch2', 'ch3', 'ch1']);
    actor.send(connectLineup(actor.getSnapshot(), channels).moveEvent(2, 0));
    const model = connectLineup(actor.getSnapshot(), channels);
    expect(ids(model)).toEqual(['ch1', 'ch2', 'ch3']);
    expect(model.dirty).toBe(true);
  });

  it('should put channels the edited order does not know last, and drop those the provider no longer has', () => {
    const actor = start();
    actor.send(connectLineup(actor.getSnapshot(), channels.slice(0, 2)).moveEvent(1, 0));
    const later = [...channels.slice(1), aChannel({ id: 'ch9', number: 9 })];
    expect(ids(connectLineup(actor.getSnapshot(), later))).toEqual(['ch2', 'ch3', 'ch9']);
  });
});
