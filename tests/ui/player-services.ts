import { createParentalRouteChallenge } from '../../src/application/account/parental-route-challenge';
import { createPlaybackFactory } from '../../src/application/playback/playback.factory';
import { createPreviewFactory } from '../../src/application/playback/preview.factory';
import { createPlaybackMonitor } from '../../src/application/diagnostics/playback-monitor';
import {
  PARENTAL_ROUTE_CHALLENGE,
  PLAYBACK_FACTORY,
  PLAYBACK_MONITOR,
  PREVIEW_FACTORY,
} from '../../src/application/tokens';
import { CLOCK } from '../../src/ports/clock.port';
import { GUIDE_API } from '../../src/ports/guide.port';
import { PLAYER_FACTORY } from '../../src/ports/player.port';
import { SESSION_API } from '../../src/ports/session.port';
import { SHOWS_API } from '../../src/ports/shows.port';
import { USAGE_API } from '../../src/ports/usage.port';
import { VOD_API } from '../../src/ports/vod.port';

/**
 * The machines that drive players, provided over the fake ports already in `services`, as the
 * composition root does over the real ones (`bindPlayers` in the container).
 */
export function withPlayers(services: Map<symbol, unknown>): Map<symbol, unknown> {
  const port = <T>(token: symbol): T => services.get(token) as T;
  if (!services.has(PLAYBACK_MONITOR)) services.set(PLAYBACK_MONITOR, createPlaybackMonitor(port(CLOCK)));
  services.set(
    PLAYBACK_FACTORY,
    createPlaybackFactory({
      guideApi: port(GUIDE_API),
      showsApi: port(SHOWS_API),
      vodApi: port(VOD_API),
      usageApi: port(USAGE_API),
      sessionApi: port(SESSION_API),
      clock: port(CLOCK),
      createPlayer: port(PLAYER_FACTORY),
      monitor: port(PLAYBACK_MONITOR),
    }),
  );
  services.set(
    PREVIEW_FACTORY,
    createPreviewFactory({ guideApi: port(GUIDE_API), showsApi: port(SHOWS_API), createPlayer: port(PLAYER_FACTORY) }),
  );
  services.set(PARENTAL_ROUTE_CHALLENGE, createParentalRouteChallenge(port(SESSION_API)));
  return services;
}
