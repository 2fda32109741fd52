import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { authMachine } from '../../src/application/session/auth.machine';
import { clockMachine } from '../../src/application/clock/clock.machine';
import { deviceCodeMachine } from '../../src/application/session/device-code.machine';
import { feedbackMachine } from '../../src/application/account/feedback.machine';
import { hoverPreviewMachine } from '../../src/application/playback/hover-preview.machine';
import { keepAliveMachine } from '../../src/application/playback/keep-alive.machine';
import { pairingMachine } from '../../src/application/session/pairing.machine';
import { parentalChallengeMachine } from '../../src/application/account/parental-challenge.machine';
import { parentalPinMachine } from '../../src/application/account/parental-pin.machine';
import { playbackMachine } from '../../src/application/playback/playback.machine';
import { playheadMachine } from '../../src/application/playback/playhead.machine';
import { recordingActionsMachine } from '../../src/application/recordings/recording-actions.machine';
import { streamStopMachine } from '../../src/application/playback/stream-stop.machine';
import { watchNextRemovalMachine } from '../../src/application/home/watch-next-removal.machine';

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
