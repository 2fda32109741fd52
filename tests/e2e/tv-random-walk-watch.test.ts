import { describeWalk } from './tv-random-walk';

// Live and its tabs, the guide and the full-screen player (seed 2: the walk its first bugs were fixed against).
describeWalk('tv-random-walk-watch.test.ts', {
  screens: 'live, the guide and the player',
  seed: 2,
  keys: 350,
  starts: ['/tv/live/normal', '/tv/guide', '/tv/player/live?channel=ch2', '/tv/live/fast'],
  inside: /^\/tv\/(live|guide|player)(\/|\?|$)/,
});
