import {
  accountToWire,
  elementsToWire,
  elementToWire,
  hierarchyToWire,
  licenceToWire,
  seasonToWire,
} from '../wire/vod';
import { optionalText, queryNumber } from './fields';
import { route, type DemoRoute, type HandlerDeps } from './respond';

/** VOD calls (spec point 7). */
export function vodRoutes(deps: HandlerDeps): DemoRoute[] {
  const { vod } = deps.backend;
  const id = (params: Readonly<Record<string, string>>) => params.id ?? '';
  return [
    route(deps, 'get', 'api', 'vod/', (req) => accountToWire(vod.account(req.user()))),
    route(deps, 'get', 'api', 'vod/locations/shows/', () => elementsToWire(vod.shows())),
    route(deps, 'get', 'api', 'vod/hierarchy/:id', (req) => hierarchyToWire(vod.hierarchy(Number(id(req.params))))),
    route(deps, 'get', 'api', 'vod/show/:id/c2c/', (req) => elementsToWire(vod.related(id(req.params)))),
    route(deps, 'get', 'api', 'vod/show/:id', (req) => elementToWire(vod.show(id(req.params)))),
    route(deps, 'get', 'api', 'vod/locations/seasons/', () => ({ seasons: vod.seasons().map(seasonToWire) })),
    route(deps, 'get', 'api', 'vod/locations/seasons/:id/', (req) => seasonToWire(vod.season(id(req.params)))),
    route(deps, 'get', 'api', 'vod/season/:id/', (req) => elementsToWire(vod.seasonShows(id(req.params)))),
    route(deps, 'post', 'api', 'vod/product/:id/licence/', (req) =>
      licenceToWire(vod.licence(req.user(), id(req.params))),
    ),
    route(deps, 'put', 'api', 'vod/product/:id/purchase/', async (req) => {
      const quote = vod.quote(req.user(), id(req.params), optionalText(await req.body(), 'promocode'));
      return { product_id: quote.productId, price: quote.price };
    }),
    route(deps, 'post', 'api', 'vod/product/:id/purchase/', async (req) => ({
      success: true,
      validity: vod.purchase(req.user(), id(req.params), optionalText(await req.body(), 'promocode')),
    })),
    route(deps, 'post', 'api', 'vod/stream/:id/', (req) => ({ bookmark: vod.startStream(req.user(), id(req.params)) })),
    route(deps, 'delete', 'api', 'vod/stream/:id/', (req) =>
      vod.stopStream(req.user(), id(req.params), queryNumber(req.query, 'bookmark')),
    ),
  ];
}
