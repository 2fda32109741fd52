import { describe, expect, it } from 'vitest';
import type { HomeRowData } from '../../../src/application/home/home-rows.model';
import { watchNextTab } from '../../../src/application/home/watch-next-tab.model';
import { aChannel, aShow } from '../../fakes/shows';

const alpha = aShow({ id: 'a', title: 'Alpha', channelId: 'rts1' });
const beta = aShow({ id: 'b', title: 'Beta', channelId: 'rts2' });
const row: HomeRowData = {
  status: 'success',
  items: [
    { kind: 'show', key: 'a', show: alpha },
    { kind: 'channel', key: 'c', channel: aChannel() },
    { kind: 'show', key: 'b', show: beta },
  ],
};
const entries = [{ channel: aChannel({ id: 'rts1', name: 'RTS 1' }) }];

describe('the watch-next tab of the live screen: the home row as a list, in both layouts', () => {
  it('should list the row shows only, with their channel, progress, and the one playing', () => {
    const tab = watchNextTab(row, entries, 'b');
    expect(tab.status).toBe('success');
    if (tab.status !== 'success') return;
    expect(tab.items.map(({ show, channelName, playing }) => [show.id, channelName, playing])).toEqual([
      ['a', 'RTS 1', false],
      ['b', '', true],
    ]);
    expect(tab.items.every((item) => item.share >= 0 && item.share <= 1)).toBe(true);
  });

  it('should say the row is empty when it has no show', () => {
    const channels: HomeRowData = { status: 'success', items: [{ kind: 'channel', key: 'c', channel: aChannel() }] };
    expect(watchNextTab(channels, null, null)).toEqual({ status: 'empty' });
  });

  it('should leave a loading or failed row as it is', () => {
    expect(watchNextTab({ status: 'loading' }, entries, null)).toEqual({ status: 'loading' });
    const error = new Error('down');
    expect(watchNextTab({ status: 'failure', error }, entries, null)).toEqual({ status: 'failure', error });
  });
});
