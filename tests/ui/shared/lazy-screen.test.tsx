import { describe, expect, it, vi } from 'vitest';
import { Fragment, Suspense, useState, type ReactNode } from 'react';
import { act, fireEvent, render as renderAlone, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createI18n } from '../../../src/ui/shared/i18n/i18n';
import { resources } from '../../../src/ui/shared/i18n/texts';
import { TranslationProvider, useTranslation } from '../../../src/ui/shared/i18n/use-translation';
import { lazyPart, lazyScreen, preloadScreens } from '../../../src/ui/shared/lazy-screen';

/** Every text there, as when the screens' texts have loaded (a lazy screen waits for them). */
const allTexts = createI18n('fr', resources);
const render = (ui: ReactNode) =>
  renderAlone(ui, { wrapper: ({ children }) => <TranslationProvider i18n={allTexts}>{children}</TranslationProvider> });

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
    preloadScreens(
      <Guard>
        <p>other</p>
      </Guard>,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('should load again on render when a preload failed (offline at start), without an unhandled rejection', async () => {
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <h1>Direct</h1>);
    const Screen = lazyScreen(load);
    preloadScreens(<Screen />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    render(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Direct' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyScreen', () => {
  it("should render a screen whose code has loaded in the first render, without its boundary's fallback", async () => {
    const Screen = lazyScreen(screenLoader());
    preloadScreens(<Screen />);
    await new Promise((settled) => setTimeout(settled, 0));
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously after the render: no suspension, so no fallback (React holds a revealed boundary back up to 300 ms).
    expect(screen.getByRole('heading', { name: 'screen' })).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it("should show the fallback while a screen's code is still loading, then the screen", async () => {
    const Screen = lazyScreen(screenLoader());
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'screen' })).toBeTruthy();
  });

  it('should keep a screen mounted, with its state, when it re-renders after its code arrived', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return <button type="button" onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
    }
    const Screen = lazyScreen<{ label: string }>(async () => Counter);
    const view = render(
      <Suspense fallback={null}>
        <Screen label="a" />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'a 0' }));
    await act(async () =>
      view.rerender(
        <Suspense fallback={null}>
          <Screen label="b" />
        </Suspense>,
      ),
    );
    expect(screen.getByRole('button', { name: 'b 1' })).toBeTruthy();
  });
});

describe('a navigation to a lazy screen', () => {
  const deferredScreen = (name: string) => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Screen = lazyScreen(async () => {
      await arrived;
      return () => <h1>{name}</h1>;
    });
    return { Screen, arrive };
  };

  it("should keep the current screen, and its focus, until the next screen's code has loaded (the router renders in a transition)", async () => {
    const next = deferredScreen('next');
    const shell = (
      <>
        <button type="button">shell</button>
        <Suspense fallback={<p>fallback</p>}>
          <Outlet />
        </Suspense>
      </>
    );
    const router = createMemoryRouter(
      [
        {
          element: shell,
          children: [
            { path: '/', element: <h1>current</h1> },
            {
              path: '/next',
              element: (
                <Guard>
                  <next.Screen />
                </Guard>
              ),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    screen.getByRole('button', { name: 'shell' }).focus();
    await act(async () => void router.navigate('/next'));
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.getByRole('heading', { name: 'current' })).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'shell' }));
    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'next' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'shell' }));
  });

  it('should draw the shell at once on the first route, its screen under its boundary while its code loads', async () => {
    const first = deferredScreen('first');
    const shell = (
      <>
        <p>shell</p>
        <Suspense fallback={<p>fallback</p>}>
          <Outlet />
        </Suspense>
      </>
    );
    const router = createMemoryRouter([{ element: shell, children: [{ path: '/first', element: <first.Screen /> }] }], {
      initialEntries: ['/first'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('shell')).toBeTruthy();
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(async () => first.arrive());
    expect(await screen.findByRole('heading', { name: 'first' })).toBeTruthy();
  });
});

describe("a lazy screen's texts", () => {
  /** A text of the later part (the TV keyboard's), which the first load does not carry. */
  const LATER_KEY = 'tv_keyboard_delete';

  function drawing(drawn: string[]) {
    return function Drawn() {
      const { t } = useTranslation();
      const text = t(LATER_KEY);
      drawn.push(text);
      return <h1>{text}</h1>;
    };
  }

  it.each([
    ['screen', (drawn: string[]) => lazyScreen(async () => drawing(drawn))],
    ['part', (drawn: string[]) => lazyPart(async () => drawing(drawn))],
  ])('should draw a lazy %s only once the texts beyond the first load are there, never a key', async (_kind, make) => {
    const drawn: string[] = [];
    const Lazy = make(drawn);
    const firstTextsOnly = createI18n('fr');
    expect(firstTextsOnly.exists(LATER_KEY)).toBe(false);
    await act(async () =>
      renderAlone(
        <TranslationProvider i18n={firstTextsOnly}>
          <Suspense fallback={<p>fallback</p>}>
            <Lazy />
          </Suspense>
        </TranslationProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: resources.fr[LATER_KEY] })).toBeTruthy();
    expect(new Set(drawn)).toEqual(new Set([resources.fr[LATER_KEY]]));
  });
});
