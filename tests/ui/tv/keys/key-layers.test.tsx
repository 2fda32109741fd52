import { fireEvent, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIZEN_KEYS } from '../../../../src/ui/tv/keys/key-map';
import {
  KeyLayersProvider,
  useRemoteKeys,
  type KeyHandler,
  type KeyLayer,
} from '../../../../src/ui/tv/keys/key-layers';

function Listener({ layer, handler }: { layer: KeyLayer; handler: KeyHandler }) {
  useRemoteKeys(layer, handler);
  return null;
}

/** Presses Down as soon as its commit is laid out: what a remote does right after a dialog is drawn, before the browser's next task. */
function PressDownOnCommit() {
  useLayoutEffect(() => void fireEvent.keyDown(window, { key: 'ArrowDown', keyCode: 40 }), []);
  return null;
}

const heard =
  (log: string[], name: string, uses = true): KeyHandler =>
  (key) => {
    log.push(`${name}:${key.action}`);
    return uses;
  };

afterEach(() => {
  delete (window as { tizen?: unknown }).tizen;
});

describe('the TV key layers', () => {
  it('should give a key to the dialog first, then the player, the overlay, the screen and last the shell', () => {
    const log: string[] = [];
    render(
      <KeyLayersProvider>
        <Listener layer="shell" handler={heard(log, 'shell', false)} />
        <Listener layer="screen" handler={heard(log, 'screen', false)} />
        <Listener layer="overlay" handler={heard(log, 'overlay', false)} />
        <Listener layer="dialog" handler={heard(log, 'dialog', false)} />
        <Listener layer="player" handler={heard(log, 'player', false)} />
      </KeyLayersProvider>,
    );
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    expect(log).toEqual(['dialog:back', 'player:back', 'overlay:back', 'screen:back', 'shell:back']);
  });

  it('should give no key to anyone while the prerendered page is inert, before the app has taken it over', () => {
    const log: string[] = [];
    const focusLibrary = vi.fn();
    window.addEventListener('keydown', focusLibrary);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    document.body.append(root);
    render(
      <KeyLayersProvider>
        <Listener layer="screen" handler={heard(log, 'screen')} />
      </KeyLayersProvider>,
    );
    fireEvent.keyDown(window, { key: 'ArrowDown', keyCode: 40 });
    root.removeAttribute('inert');
    fireEvent.keyDown(window, { key: 'Enter', keyCode: 13 });
    root.remove();
    window.removeEventListener('keydown', focusLibrary);
    expect(log).toEqual(['screen:enter']);
    expect(focusLibrary).not.toHaveBeenCalled();
  });

  it('should stop a used key there, so lower layers and the focus library never see it', () => {
    const log: string[] = [];
    const focusLibrary = vi.fn();
    window.addEventListener('keydown', focusLibrary);
    render(
      <KeyLayersProvider>
        <Listener layer="screen" handler={heard(log, 'screen')} />
        <Listener layer="dialog" handler={heard(log, 'dialog')} />
      </KeyLayersProvider>,
    );
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', keyCode: 40, cancelable: true });
    window.dispatchEvent(event);
    window.removeEventListener('keydown', focusLibrary);
    expect(log).toEqual(['dialog:down']);
    expect(focusLibrary).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([461, 10009])('should prevent a used Back (%s) so the platform does not go back a second time', (keyCode) => {
    const log: string[] = [];
    render(
      <KeyLayersProvider>
        <Listener layer="screen" handler={heard(log, 'screen')} />
      </KeyLayersProvider>,
    );
    const event = new KeyboardEvent('keydown', { key: 'Unidentified', keyCode, cancelable: true });
    window.dispatchEvent(event);
    expect(log).toEqual(['screen:back']);
    expect(event.defaultPrevented).toBe(true);
  });

  it('should ask the latest mounted handler of a layer first', () => {
    const log: string[] = [];
    render(
      <KeyLayersProvider>
        <Listener layer="screen" handler={heard(log, 'first')} />
        <Listener layer="screen" handler={heard(log, 'second')} />
      </KeyLayersProvider>,
    );
    fireEvent.keyDown(window, { key: 'PageUp', keyCode: 33 });
    expect(log).toEqual(['second:channelUp']);
  });

  it('should give a dialog the keys from the commit that draws it (CI: Down on the TV menu just drawn went to the player under it)', () => {
    const log: string[] = [];
    const { rerender } = render(
      <KeyLayersProvider>
        <Listener layer="player" handler={heard(log, 'player')} />
      </KeyLayersProvider>,
    );
    rerender(
      <KeyLayersProvider>
        <Listener layer="player" handler={heard(log, 'player')} />
        <Listener layer="dialog" handler={heard(log, 'menu')} />
        <PressDownOnCommit />
      </KeyLayersProvider>,
    );
    expect(log).toEqual(['menu:down']);
  });

  it('should forget a handler once it unmounts', () => {
    const log: string[] = [];
    const { rerender } = render(
      <KeyLayersProvider>
        <Listener layer="dialog" handler={heard(log, 'dialog')} />
        <Listener layer="screen" handler={heard(log, 'screen')} />
      </KeyLayersProvider>,
    );
    rerender(
      <KeyLayersProvider>
        <Listener layer="screen" handler={heard(log, 'screen')} />
      </KeyLayersProvider>,
    );
    fireEvent.keyDown(window, { key: 'Enter', keyCode: 13 });
    expect(log).toEqual(['screen:enter']);
  });

  it('should let a key that no layer uses go on to the page', () => {
    const onPage = vi.fn();
    window.addEventListener('keydown', onPage);
    render(
      <KeyLayersProvider>
        <Listener layer="screen" handler={() => false} />
      </KeyLayersProvider>,
    );
    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    window.removeEventListener('keydown', onPage);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('should register the colour, channel, media and digit keys on a Tizen TV', () => {
    const registerKeyBatch = vi.fn();
    (window as { tizen?: unknown }).tizen = { tvinputdevice: { registerKeyBatch } };
    render(<KeyLayersProvider>{null}</KeyLayersProvider>);
    expect(registerKeyBatch).toHaveBeenCalledWith(TIZEN_KEYS);
  });
});
