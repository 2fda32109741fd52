import { describeWalk } from './tv-random-walk';

// The search screen's keyboard, bare and with results beside it (and their overlays), and the recordings.
describeWalk('tv-random-walk-search.test.ts', {
  screens: 'search with its keyboard and results, and the recordings',
  seed: 3,
  keys: 400,
  starts: [
    '/tv/search',
    '/tv/search?q=journal',
    '/tv/search/replay?q=a',
    '/tv/recordings/completed',
    '/tv/recordings/series',
  ],
  inside: /^\/tv\/(search|recordings)(\/|\?|$)/,
});
