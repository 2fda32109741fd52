import { describe, expect, it, vi } from 'vitest';
import { Fragment, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen, preloadScreens } from '../../../src/ui/shared/lazy-screen';

function Guard({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

const screenLoader = () => vi.fn(async () => () => <h1>screen</h1>);

describe('preloadScreens', () => {
  it('should start loading a lazy screen that a route element renders inside guards and fragments', () => {
    const load = screenLoader();
    const Screen = lazyScreen(load);
    preloadScreens(
      <Guard>
        <Fragment>
          <Screen />
          <p>beside</p>
        </Fragment>
      </Guard>,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should load a screen once, however often it is preloaded and rendered', async () => {
    const load = screenLoader();
    const Screen = lazyScreen(load);
    preloadScreens(<Screen />);
    preloadScreens([<Screen key="a" />, <Screen key="b" />]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should leave alone the lazy screens an element does not render', () => {
    const load = screenLoader();
    lazyScreen(load);
    preloadScreens(<Guard><p>other</p></Guard>);
    expect(load).not.toHaveBeenCalled();
  });

  it('should load again on render when a preload failed (offline at start), without an unhandled rejection', async () => {
    const load = vi.fn<() => Promise<() => React.ReactNode>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(() => <h1>Direct</h1>);
    const Screen = lazyScreen(load);
    preloadScreens(<Screen />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    render(<Suspense fallback={null}><Screen /></Suspense>);
    expect(await screen.findByRole('heading', { name: 'Direct' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
