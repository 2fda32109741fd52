import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { authMachine } from '../../src/application/auth.machine';
import { clockMachine } from '../../src/application/clock.machine';
import { deviceCodeMachine } from '../../src/application/device-code.machine';
import { feedbackMachine } from '../../src/application/feedback.machine';
import { hoverPreviewMachine } from '../../src/application/hover-preview.machine';
import { keepAliveMachine } from '../../src/application/keep-alive.machine';
import { pairingMachine } from '../../src/application/pairing.machine';
import { parentalChallengeMachine } from '../../src/application/parental-challenge.machine';
import { parentalPinMachine } from '../../src/application/parental-pin.machine';
import { playbackMachine } from '../../src/application/playback.machine';
import { playheadMachine } from '../../src/application/playhead.machine';
import { recordingActionsMachine } from '../../src/application/recording-actions.machine';
import { streamStopMachine } from '../../src/application/stream-stop.machine';
import { watchNextRemovalMachine } from '../../src/application/watch-next-removal.machine';

const machines: Record<string, AnyStateMachine> = {
  auth: authMachine,
  clock: clockMachine,
  deviceCode: deviceCodeMachine,
  feedback: feedbackMachine,
  hoverPreview: hoverPreviewMachine,
  keepAlive: keepAliveMachine,
  pairing: pairingMachine,
  parentalChallenge: parentalChallengeMachine,
  parentalPin: parentalPinMachine,
  playback: playbackMachine,
  playhead: playheadMachine,
  recordingActions: recordingActionsMachine,
  streamStop: streamStopMachine,
  watchNextRemoval: watchNextRemovalMachine,
};

const isMachine = (logic: AnyActorLogic) => 'root' in logic;

const placeholders = Object.entries(machines).flatMap(([machine, logic]) =>
  Object.entries(logic.implementations.actors as Record<string, AnyActorLogic>)
    .filter(([, actor]) => !isMachine(actor))
    .map(([name, actor]) => [machine, name, actor] as const),
);

describe('I/O placeholders of the machines', () => {
  it.each(placeholders)('%s: %s should fail until the composition root provides it', async (_, name, logic) => {
    const actor = createActor(logic, { input: {} });
    const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain(`${name} was not provided to the machine`);
  });
});
