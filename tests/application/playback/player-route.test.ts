import { describe, expect, it } from 'vitest';
import {
  isPlayerType,
  livePlayerPath,
  playerListOf,
  playerZaps,
  playerRouteRequest,
  replayPlayerPath,
  vodPlayerPath,
} from '../../../src/application/playback/player-route';

const query = (text: string) => new URLSearchParams(text);

describe('TV player address', () => {
  it.each([
    ['live', 'channel=ch3', { kind: 'target', target: { channelId: 'ch3', showId: null } }],
    ['replay', 'show=s1', { kind: 'target', target: { channelId: null, showId: 's1' } }],
    ['startover', 'channel=ch3', { kind: 'event', event: { type: 'player.playStartOver', channelId: 'ch3' } }],
    [
      'vod',
      'show=v1&product=p1&bookmark=120',
      { kind: 'event', event: { type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 120 } },
    ],
    [
      'vod',
      'show=v1&product=p1',
      { kind: 'event', event: { type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 0 } },
    ],
    [
      'vod',
      'show=v1&product=p1&bookmark=soon',
      { kind: 'event', event: { type: 'player.playVod', showId: 'v1', productId: 'p1', bookmark: 0 } },
    ],
  ] as const)('should ask /player/%s?%s to play what it names', (type, text, request) => {
    expect(playerRouteRequest(type, query(text))).toEqual(request);
  });

  it.each([
    ['live', 'show=s1'],
    ['replay', 'channel=ch3'],
    ['startover', ''],
    ['vod', 'show=v1'],
  ] as const)('should ask nothing of /player/%s?%s, which lacks what it needs', (type, text) => {
    expect(playerRouteRequest(type, query(text))).toBeNull();
  });

  it.each([
    ['live', true],
    ['replay', true],
    ['startover', true],
    ['vod', true],
    ['start-over', false],
    [undefined, false],
  ])('should know whether %s is a player type', (type, known) => {
    expect(isPlayerType(type)).toBe(known);
  });

  it.each([
    ['list=fast', 'fast'],
    ['', 'normal'],
    ['list=other', 'normal'],
  ])('should zap through the list of ?%s', (text, list) => {
    expect(playerListOf(query(text))).toBe(list);
  });

  it('should build the addresses it reads back', () => {
    expect(livePlayerPath('ch 1')).toBe('/player/live?channel=ch+1');
    expect(livePlayerPath('f1', 'fast')).toBe('/player/live?channel=f1&list=fast');
    expect(replayPlayerPath('s1')).toBe('/player/replay?show=s1');
    expect(playerListOf(query(livePlayerPath('f1', 'fast').split('?')[1]!))).toBe('fast');
  });

  it('should build the VOD player address it reads back, resumed at the bookmark', () => {
    const path = vodPlayerPath({ showId: 'vod 1', productId: 'p-1', bookmark: 900 });
    expect(path).toBe('/player/vod?show=vod+1&product=p-1&bookmark=900');
    expect(playerRouteRequest('vod', query(path.split('?')[1]!))).toEqual({
      kind: 'event',
      event: { type: 'player.playVod', showId: 'vod 1', productId: 'p-1', bookmark: 900 },
    });
  });

  it.each([
    ['live', 12, true],
    ['replay', 12, true],
    ['startover', 12, true],
    ['vod', 12, false],
    ['live', 0, false],
  ] as const)('should zap in the %s player with %i channels: %s', (type, channels, zaps) => {
    expect(playerZaps(type, channels)).toBe(zaps);
  });
});
