import { describe, expect, it } from 'vitest';
import { createDataLayerAnalytics, createDataLayerRecord } from '../../../src/adapters/system/data-layer.analytics';

describe('data layer analytics', () => {
  it('should push each page view to the dataLayer, creating it when missing', () => {
    const host: { dataLayer?: unknown[] } = {};
    const analytics = createDataLayerAnalytics(host);
    analytics.pageView({ path: '/home', title: 'Zapline - Accueil' });
    analytics.pageView({ path: '/guide', title: 'Zapline - Guide TV' });
    expect(host.dataLayer).toEqual([
      { event: 'page_view', page_path: '/home', page_title: 'Zapline - Accueil' },
      { event: 'page_view', page_path: '/guide', page_title: 'Zapline - Guide TV' },
    ]);
  });
});

describe('the page views waiting in the data layer (the privacy page)', () => {
  it('should count the page views and clear them, keeping the layer’s other entries and the array itself', () => {
    const host: { dataLayer?: unknown[] } = {};
    const analytics = createDataLayerAnalytics(host);
    analytics.pageView({ path: '/tv/home', title: 'Accueil' });
    host.dataLayer?.push({ event: 'gtm.js' });
    analytics.pageView({ path: '/tv/guide', title: 'Guide' });
    const layer = host.dataLayer;
    const record = createDataLayerRecord(host);
    expect(record.queued()).toBe(2);
    record.clear();
    expect(record.queued()).toBe(0);
    expect(host.dataLayer).toBe(layer);
    expect(host.dataLayer).toEqual([{ event: 'gtm.js' }]);
  });
});
