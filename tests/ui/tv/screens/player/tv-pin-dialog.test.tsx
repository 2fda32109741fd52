import { init } from '@noriginmedia/norigin-spatial-navigation';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiErrorKind } from '../../../../../src/domain/errors';
import type { PinError } from '../../../../../src/domain/account/parental';
import { KeyLayersProvider } from '../../../../../src/ui/tv/keys/key-layers';
import { TvPinDialog } from '../../../../../src/ui/tv/screens/player/tv-pin-dialog';
import { lazyLayoutAdapter } from '../../../../../src/ui/tv/spatial/lazy-layout';
import { FakeServices } from '../../../render-with-services';

// The focus library as the TV layout starts it (routes.tsx).
init({ shouldFocusDOMNode: true, layoutAdapter: lazyLayoutAdapter });

function renderDialog(error: ApiErrorKind | PinError | null = null, onZap?: (direction: 1 | -1) => void) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <FakeServices services={new Map()}>
      <KeyLayersProvider>
        <TvPinDialog busy={false} error={error} onSubmit={onSubmit} onCancel={onCancel} onZap={onZap} />
      </KeyLayersProvider>
    </FakeServices>,
  );
  const press = (key: string, keyCode: number) => !fireEvent.keyDown(window, { key, keyCode });
  const typed = () => screen.getByRole('img').getAttribute('aria-label');
  return { ...view, onSubmit, onCancel, press, typed };
}

describe('the TV parental PIN dialog', () => {
  it('should take the digits from the remote and send the code at its fourth digit', () => {
    const { press, typed, onSubmit } = renderDialog();
    for (const digit of '123') press(digit, 48 + Number(digit));
    expect(typed()).toBe('3 chiffre(s) saisi(s) sur 4');
    expect(onSubmit).not.toHaveBeenCalled();
    press('4', 52);
    expect(onSubmit).toHaveBeenCalledWith('1234');
  });

  it('should start again with Clear', () => {
    const { press, typed } = renderDialog();
    press('1', 49);
    press('2', 50);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(typed()).toBe('0 chiffre(s) saisi(s) sur 4');
  });

  it('should give up with Back', () => {
    const { press, onCancel } = renderDialog();
    expect(press('Escape', 27)).toBe(true);
    expect(onCancel).toHaveBeenCalled();
  });

  it('should keep every other key, and pass the arrows and Enter to its buttons', async () => {
    renderDialog();
    const buttons = screen.getAllByRole('button');
    await waitFor(() => expect(buttons).toContain(document.activeElement));
    const first = document.activeElement;
    const below = vi.fn();
    document.body.addEventListener('keydown', (event) => below(event.key));
    for (const [key, keyCode] of [
      ['PageUp', 33],
      ['ColorF3Blue', 406],
    ] as const)
      fireEvent.keyDown(document.body, { key, keyCode });
    expect(document.activeElement).toBe(first);
    // The arrows move the focus between its buttons (the key layers do the focus library's navigation: the key stops there).
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', keyCode: 37 });
    expect(buttons).toContain(document.activeElement);
    expect(document.activeElement).not.toBe(first);
    fireEvent.keyDown(document.body, { key: 'Enter', keyCode: 13 });
    expect(below.mock.calls.map(([key]) => key)).toEqual(['Enter']);
  });

  it('should take a digit typed in the very commit that says a wrong code: the code is emptied in that render, not after it', () => {
    const onSubmit = vi.fn();
    const digit = (value: string) => fireEvent.keyDown(window, { key: value, keyCode: 48 + Number(value) });
    // Presses '1' from a layout effect of the render that shows the error, before any passive effect runs.
    function PressOnError({ error }: { error: ApiErrorKind | null }) {
      useLayoutEffect(() => {
        if (error) digit('1');
      }, [error]);
      return null;
    }
    const dialog = (error: ApiErrorKind | null) => (
      <FakeServices services={new Map()}>
        <KeyLayersProvider>
          <TvPinDialog busy={false} error={error} onSubmit={onSubmit} onCancel={vi.fn()} />
          <PressOnError error={error} />
        </KeyLayersProvider>
      </FakeServices>
    );
    const view = render(dialog(null));
    for (const value of '0000') digit(value);
    expect(onSubmit).toHaveBeenLastCalledWith('0000');
    view.rerender(dialog('wrong-pin'));
    for (const value of '234') digit(value);
    expect(onSubmit).toHaveBeenLastCalledWith('1234');
  });

  it('should keep the digits after a failure that is not a wrong code, and send them again with Valider', () => {
    const onSubmit = vi.fn();
    const dialog = (error: ApiErrorKind | null) => (
      <FakeServices services={new Map()}>
        <KeyLayersProvider>
          <TvPinDialog busy={false} error={error} onSubmit={onSubmit} onCancel={vi.fn()} />
        </KeyLayersProvider>
      </FakeServices>
    );
    const view = render(dialog(null));
    for (const value of '1234') fireEvent.keyDown(window, { key: value, keyCode: 48 + Number(value) });
    view.rerender(dialog('network'));
    expect(screen.getByRole('img', { name: '4 chiffre(s) saisi(s) sur 4' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith('1234');
  });

  it('should say a wrong code', () => {
    renderDialog('wrong-pin');
    expect(screen.getByRole('alert').textContent).toBe('Le code saisi est incorrect.');
  });

  it('should zap on with CH+ and CH- when the screen allows it, and say so', () => {
    const onZap = vi.fn();
    const { press } = renderDialog(null, onZap);
    expect(press('PageUp', 33)).toBe(true);
    expect(press('PageDown', 34)).toBe(true);
    expect(onZap.mock.calls).toEqual([[1], [-1]]);
    screen.getByText('CH+ CH− : passer à une autre chaîne');
  });

  it('should keep CH+ and CH- and not offer them when the screen has nothing to zap to', () => {
    renderDialog();
    expect(screen.queryByText('CH+ CH− : passer à une autre chaîne')).toBeNull();
  });
});
