import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ResourceCache } from '../../../../src/application/resource-cache';
import { RESOURCE_CACHE } from '../../../../src/application/tokens';
import { useResource } from '../../../../src/ui/shared/hooks/use-resource';
import { ManualClock } from '../../../fakes/manual-clock';
import { FakeServices } from '../../render-with-services';

function Title() {
  const resource = useResource('title', () => Promise.resolve('Alpha Une'));
  return <h1>{resource?.status === 'success' ? resource.data : 'Chargement'}</h1>;
}

describe('a resource read by a prerendered screen', () => {
  it('should hydrate as prerendered (without it) when it came in before the hydration, then draw it', async () => {
    const cache = new ResourceCache(new ManualClock());
    const ui = (
      <FakeServices services={new Map([[RESOURCE_CACHE, cache]])}>
        <Title />
      </FakeServices>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.textContent).toBe('Chargement');
    // The answer arrives between the prerendered page's load and its hydration (a busy device).
    await cache.refresh('title', () => Promise.resolve('Alpha Une'));
    const mismatches = vi.fn();
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Alpha Une');
    act(() => root.unmount());
    container.remove();
  });
});
