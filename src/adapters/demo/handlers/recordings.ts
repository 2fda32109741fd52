import type { SerieRemoval } from '../../../ports/recordings.port';
import { quotasToWire } from '../wire/recordings';
import { num } from './fields';
import { route, type DemoRoute, type HandlerDeps } from './respond';

const PARTS: readonly SerieRemoval[] = ['episodes', 'scheduler', 'all'];

/** Recordings calls (spec point 7). */
export function recordingsRoutes(deps: HandlerDeps): DemoRoute[] {
  const { recordings } = deps.backend;
  return [
    route(deps, 'get', 'api', 'recordings/quotas/', (req) => quotasToWire(recordings.quotas(req.user()))),
    route(deps, 'put', 'api', 'recordings/serial/:id/', async (req) =>
      recordings.recordSerie(req.user(), req.params.id ?? '', num(await req.body(), 'retention')),
    ),
    ...PARTS.map((part) =>
      route(deps, 'delete', 'api', `recordings/serial/:id/${part}/`, (req) =>
        recordings.removeSerie(req.user(), req.params.id ?? '', part),
      ),
    ),
    route(deps, 'put', 'api', 'recordings/:id/archive/', (req) => recordings.archive(req.user(), req.params.id ?? '')),
    route(deps, 'get', 'api', 'recordings/:id/download/uri/', (req) => ({
      uri: recordings.downloadUri(req.user(), req.params.id ?? ''),
    })),
    route(deps, 'put', 'api', 'recordings/:id/', (req) => recordings.record(req.user(), req.params.id ?? '')),
    route(deps, 'delete', 'api', 'recordings/:id/', (req) => recordings.remove(req.user(), req.params.id ?? '')),
  ];
}
