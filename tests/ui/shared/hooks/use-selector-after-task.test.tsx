import { render, screen, waitFor } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, setup, type SnapshotFrom } from 'xstate';
import { useSelectorAfterTask } from '../../../../src/ui/shared/hooks/use-selector-after-task';

/** A choice (`go`) that goes through a step answered at once (`b`) before it arrives (`c`), as a zap reaches its load. */
function machineNoting(arrived: (shown: string | undefined) => void) {
  return setup({
    actors: { step: fromPromise(async () => undefined) },
    actions: { arrive: () => arrived(screen.queryByRole('status')?.textContent ?? undefined) },
  }).createMachine({
    initial: 'a',
    states: {
      a: { on: { go: 'b' } },
      b: { invoke: { src: 'step', onDone: 'c' } },
      c: { entry: 'arrive' },
    },
  });
}
type Snapshot = SnapshotFrom<ReturnType<typeof machineNoting>>;

function Shown({
  machine,
  select,
  onRender = () => undefined,
}: {
  machine: ReturnType<typeof machineNoting>;
  select: (snapshot: Snapshot) => string;
  onRender?: () => void;
}) {
  const actor = useActorRef(machine);
  const shown = useSelectorAfterTask(actor, select);
  onRender();
  return (
    <>
      <p role="status">{shown}</p>
      <button type="button" onClick={() => actor.send({ type: 'go' })}>
        Go
      </button>
    </>
  );
}

const stateName = (snapshot: Snapshot) => String(snapshot.value);

describe('what a screen reads from a machine, drawn in the task after its change (issue 33: a zap loads before the screen draws it)', () => {
  // The machine's steps and React's renders in their real order, not in act()'s.
  beforeAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));

  it("should draw a choice after the machine's steps that follow it at once, not between them", async () => {
    let shownOnArrival: string | undefined;
    render(<Shown machine={machineNoting((shown) => (shownOnArrival = shown))} select={stateName} />);
    expect(screen.getByRole('status').textContent).toBe('a');
    // The browser's own click: testing-library's events run in act(), which draws every update at once.
    screen.getByRole('button', { name: 'Go' }).click();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('c'));
    expect(shownOnArrival).toBe('a');
  });

  it('should draw nothing again for a change its selector reads as the same', async () => {
    let renders = 0;
    let rendersOnArrival = -1;
    render(
      <Shown
        machine={machineNoting(() => (rendersOnArrival = renders))}
        select={(snapshot) => (snapshot.matches('c') ? 'arrived' : 'on the way')}
        onRender={() => renders++}
      />,
    );
    const before = renders;
    screen.getByRole('button', { name: 'Go' }).click();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('arrived'));
    expect(rendersOnArrival).toBe(before);
    expect(renders).toBe(before + 1);
  });
});
