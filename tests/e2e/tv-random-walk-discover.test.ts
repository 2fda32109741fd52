import { describeWalk } from './tv-random-walk';

// Suggestions, a suggestion category, actors, the shows of actors, my sports, and the serie and people overlays.
describeWalk('tv-random-walk-discover.test.ts', {
  screens: 'suggestions, actors, shows of actors, my sports and the serie and people overlays',
  seed: 4,
  keys: 350,
  starts: [
    '/tv/suggestions',
    '/tv/suggestions/5/replay',
    '/tv/actors/subscribed',
    '/tv/showsactors/past',
    '/tv/mysports/future',
    '/tv/suggestions/serie/serie-ch1',
    '/tv/actors/subscribed/people/Camille%20Laurent',
  ],
  inside: /^\/tv\/(suggestions|actors|showsactors|mysports)(\/|\?|$)/,
});
