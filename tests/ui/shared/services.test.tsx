import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { LoadedLater } from '../../../src/application/loaded-later';
import { ServicesProvider, useLoadedService, useService } from '../../../src/ui/shared/services';

const TOKEN = Symbol('greeting');

function Greeting() {
  return <p>{useService<string>(TOKEN)}</p>;
}

const withService = (service: unknown) => (
  <ServicesProvider resolve={<T,>() => service as T}>
    <Suspense fallback={<p>fallback</p>}>
      <Greeting />
    </Suspense>
  </ServicesProvider>
);

describe('useService', () => {
  it('should hand a service loaded later at once when its code has loaded, without suspending', async () => {
    const later = new LoadedLater(() => Promise.resolve('bonjour'));
    await later.load();
    render(withService(later));
    // Synchronously after the render: a suspension would show the fallback, and React holds a revealed boundary back up to 300 ms.
    expect(screen.getByText('bonjour')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('should suspend until a service loaded later has loaded, then hand it', async () => {
    const later = new LoadedLater(() => Promise.resolve('bonjour'));
    await act(async () => void render(withService(later)));
    expect(screen.getByText('bonjour')).toBeTruthy();
  });

  it('should hand a bound service as it is', () => {
    render(withService('salut'));
    expect(screen.getByText('salut')).toBeTruthy();
  });
});

describe('useLoadedService', () => {
  it('should draw again with a service whose code loaded between the render and its effect', async () => {
    const later = new LoadedLater(() => Promise.resolve('bonjour'));
    function Banner() {
      const greeting = useLoadedService<string>(TOKEN);
      // The load starts in this render and ends in the microtasks before React's passive effects,
      // as the reminders' code did on a busy machine while the page hydrated.
      void later.load();
      return <p>{greeting ?? 'none'}</p>;
    }
    const container = document.body.appendChild(document.createElement('div'));
    // Outside act(): React runs the effects in a later task, as in a browser.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      root.render(
        <ServicesProvider resolve={<T,>() => later as T}>
          <Banner />
        </ServicesProvider>,
      );
      await vi.waitFor(() => expect(container.textContent).toBe('bonjour'));
    } finally {
      root.unmount();
      container.remove();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
