import type { Analytics } from '../../ports/analytics.port';
import type { AnalyticsRecord } from '../../ports/analytics-record.port';

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

const isPageView = (entry: unknown) => (entry as { event?: unknown } | null)?.event === 'page_view';

/** The page views still in `window.dataLayer` (the privacy page counts and clears them). */
export function createDataLayerRecord(host: DataLayerHost = window as DataLayerHost): AnalyticsRecord {
  return {
    queued: () => (host.dataLayer ?? []).filter(isPageView).length,
    clear() {
      const kept = (host.dataLayer ?? []).filter((entry) => !isPageView(entry));
      // The same array, emptied: a tag manager holds it and has replaced its push.
      host.dataLayer?.splice(0, host.dataLayer.length, ...kept);
    },
  };
}
