import { act, render, screen, within } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useModalDialog } from '../../../../src/ui/shared/hooks/use-modal-dialog';

/** Chromium's modal dialog as far as this hook needs it (jsdom has none): showModal refuses a dialog out of the page. */
function chromiumDialogs() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const own = { showModal: proto.showModal, close: proto.close };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected)
      throw new DOMException(
        "Failed to execute 'showModal' on 'HTMLDialogElement': The element is not in a Document.",
        'InvalidStateError',
      );
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  return () => Object.assign(proto, own);
}

let restore: () => void = () => undefined;
beforeEach(() => (restore = chromiumDialogs()));
afterEach(() => restore());

/** A part of the dialog whose code or service loads on first use: it suspends until `loaded`. */
function suspending() {
  let loaded: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => (loaded = resolve));
  function Part() {
    use(wait);
    return <p>loaded</p>;
  }
  return {
    Part,
    load: () =>
      act(async () => {
        loaded();
        await wait;
      }),
  };
}

function Dialog({ initially, Part }: { initially: boolean; Part: () => React.ReactNode }) {
  const ref = useModalDialog();
  const [part, setPart] = useState(initially);
  return (
    <dialog ref={ref} aria-label="Détails">
      <button type="button" onClick={() => setPart(true)}>
        Plus
      </button>
      {part ? <Part /> : null}
    </dialog>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Détails' });

describe('a modal dialog (useModalDialog) under a Suspense boundary', () => {
  it('should be shown once a part drawn with it, which suspended, has loaded', async () => {
    const { Part, load } = suspending();
    await act(
      async () =>
        void render(
          <Suspense fallback={null}>
            <Dialog initially Part={Part} />
          </Suspense>,
        ),
    );
    await load();
    await screen.findByText('loaded');
    expect(dialog().hasAttribute('open')).toBe(true);
  });

  it('should be shown once back in the page when its effects ran while it was out of the page', async () => {
    const parked = document.createElement('div');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    render(<Dialog initially={false} Part={() => <p>more</p>} />, { container: parked });
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    document.body.append(parked);
    // The next commit, once the tree is in the page, shows it.
    act(() => within(parked).getByRole('button', { name: 'Plus', hidden: true }).click());
    expect(within(parked).getByRole('dialog', { name: 'Détails' }).hasAttribute('open')).toBe(true);
  });

  it('should be shown again once a part that suspended after it showed has loaded', async () => {
    const { Part, load } = suspending();
    await act(
      async () =>
        void render(
          <Suspense fallback={null}>
            <Dialog initially={false} Part={Part} />
          </Suspense>,
        ),
    );
    expect(dialog().hasAttribute('open')).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'Plus' }).click());
    await load();
    await screen.findByText('loaded');
    expect(dialog().hasAttribute('open')).toBe(true);
  });
});
