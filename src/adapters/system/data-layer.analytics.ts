import type { Analytics } from '../../ports/analytics.port';

/** The page's `dataLayer`, the array a tag manager reads; the app itself loads none. */
interface DataLayerHost {
  dataLayer?: unknown[];
}

/** Page views pushed to `window.dataLayer` as `{ event: 'page_view', page_path, page_title }`. */
export function createDataLayerAnalytics(host: DataLayerHost = window as DataLayerHost): Analytics {
  return {
    pageView({ path, title }) {
      host.dataLayer ??= [];
      host.dataLayer.push({ event: 'page_view', page_path: path, page_title: title });
    },
  };
}
