import { imageSvg, parseImageRequest } from '../catalogue/images';
import { fault } from '../backend/fault';
import { route, type DemoRoute, type HandlerDeps } from './respond';

/** The catalogue's generated pictures (posters, show pictures, portraits), served as SVG images. */
export function imageRoutes(deps: HandlerDeps): DemoRoute[] {
  return [
    route(deps, 'get', 'cache', 'images/:file', (req) => {
      const image = parseImageRequest(req.params.file ?? '', req.query);
      if (image === null) fault('not-found', 'no such image');
      return new Response(imageSvg(image.kind, image.title, image.category), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }),
  ];
}
