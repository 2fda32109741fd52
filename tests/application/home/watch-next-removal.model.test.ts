import { describe, expect, it } from 'vitest';
import type { HomeRowData } from '../../../src/application/home/home-rows.model';
import {
  connectWatchNextRemoval,
  type WatchNextRemovalState,
} from '../../../src/application/home/watch-next-removal.model';
import { aChannel, aShow } from '../../fakes/shows';

const idle: WatchNextRemovalState = { open: false, busy: false, showId: null, removed: [], error: null };
const row: HomeRowData = {
  status: 'success',
  items: [
    { kind: 'show', key: 'a', show: aShow({ id: 'a', title: 'Alpha' }) },
    { kind: 'show', key: 'b', show: aShow({ id: 'b', title: 'Beta' }) },
    { kind: 'channel', key: 'c', channel: aChannel() },
  ],
};
const keys = (data: HomeRowData) => (data.status === 'success' ? data.items.map((item) => item.key) : data.status);

describe('watch-next removal model (spec point 4)', () => {
  it.each<[string, Partial<WatchNextRemovalState>, string[] | string, boolean, string]>([
    ['keep every card and no dialog at first', {}, ['a', 'b', 'c'], false, ''],
    ['ask about the chosen show by its title', { open: true, showId: 'b' }, ['a', 'b', 'c'], true, 'Beta'],
    ['take removed shows out of the row', { removed: ['a'] }, ['b', 'c'], false, ''],
  ])('should %s', (_, state, expected, open, title) => {
    const model = connectWatchNextRemoval({ ...idle, ...state }, row);
    expect(keys(model.data)).toEqual(expected);
    expect(model.dialog).toMatchObject({
      open,
      showTitle: title,
      titleKey: 'home_remove_show',
      messageKey: 'home_remove_show_message',
      confirmKey: 'home_remove_confirm',
      cancelKey: 'home_remove_cancel',
    });
  });

  it('should leave a loading or failed row as it is', () => {
    expect(connectWatchNextRemoval(idle, { status: 'loading' }).data).toEqual({ status: 'loading' });
  });

  it('should offer removal on shows only, with the event the machine takes', () => {
    const model = connectWatchNextRemoval(idle, row);
    const [a, , channel] = (row as Extract<HomeRowData, { status: 'success' }>).items;
    expect(model.removeAction(a!)).toEqual({
      event: { type: 'watchNext.remove', showId: 'a' },
      labelKey: 'home_remove_label',
      params: { title: 'Alpha' },
    });
    expect(model.removeAction(channel!)).toBeNull();
    expect([model.confirmEvent, model.cancelEvent]).toEqual([
      { type: 'watchNext.confirm' },
      { type: 'watchNext.cancel' },
    ]);
  });

  it('should carry the busy state and the last error', () => {
    expect(
      connectWatchNextRemoval({ ...idle, open: true, busy: true, showId: 'a', error: 'network' }, row),
    ).toMatchObject({ dialog: { busy: true }, error: 'network' });
  });
});
