import { describeWalk } from './tv-random-walk';

// The home's rails, a show overlay over it and the resume list (live's watch-next tab), and the player they lead to.
describeWalk('tv-random-walk-home.test.ts', {
  screens: 'home, a show overlay and the resume list',
  seed: 6,
  keys: 350,
  starts: ['/tv/home', (shows) => `/tv/home/show/${encodeURIComponent(shows.current)}`, '/tv/live/watchnext'],
  inside: /^\/tv\/(home|live\/watchnext|player)(\/|\?|$)/,
});
