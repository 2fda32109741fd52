import { describe, expect, it } from 'vitest';
import { createDataLayerAnalytics } from '../../../src/adapters/system/data-layer.analytics';

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
