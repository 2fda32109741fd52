import { describe, expect, it } from 'vitest';
import {
  downloadPlan,
  megabytes,
  offlineSupport,
  OFFLINE_MIN_FREE_BYTES,
  type DownloadPlan,
} from '../../../src/domain/downloads/download';

const flags = (isRecorded: boolean, isRecordable: boolean, isEnded = true) => ({ isRecorded, isRecordable, isEnded });

describe('when deciding whether a show downloads (spec point 6)', () => {
  it.each<[string, boolean, ReturnType<typeof flags>, boolean, DownloadPlan]>([
    ['a recorded show on a clear channel downloads', false, flags(true, false), true, { kind: 'download' }],
    ['a recordable show is recorded first', false, flags(false, true), true, { kind: 'record-first' }],
    ['an encrypted channel refuses', true, flags(true, false), true, { kind: 'refused', reason: 'encrypted' }],
    [
      'a show neither recorded nor recordable refuses',
      false,
      flags(false, false),
      true,
      { kind: 'refused', reason: 'not-recordable' },
    ],
    ['a show not ended yet waits', false, flags(true, false, false), true, { kind: 'refused', reason: 'not-ended' }],
    [
      'a former customer or visitor is refused first',
      true,
      flags(true, false),
      false,
      { kind: 'refused', reason: 'not-subscriber' },
    ],
  ])('%s', (_, encrypted, showFlags, subscriber, plan) => {
    expect(downloadPlan({ encrypted }, showFlags, subscriber)).toEqual(plan);
  });

  it.each([
    [0, 0],
    [1_234_567, 1.2],
    [68_000_000, 68],
  ])('%i bytes should read %s MB', (bytes, mb) => {
    expect(megabytes(bytes)).toBe(mb);
  });
});

describe('whether this device can store shows', () => {
  const MB = 1024 * 1024;
  it.each([
    [
      'an engine without offline storage cannot, whatever its room',
      false,
      { quota: 10_000 * MB, usage: 0 },
      'unsupported',
    ],
    ['an engine with room enough can', true, { quota: 10_000 * MB, usage: 100 * MB }, 'supported'],
    [
      'an engine with less free room than OFFLINE_MIN_FREE_BYTES has no room',
      true,
      { quota: OFFLINE_MIN_FREE_BYTES + 10 * MB, usage: 20 * MB },
      'no-room',
    ],
    ['an engine that cannot tell its room is given the benefit of the doubt', true, null, 'supported'],
    ['an estimate without a quota is no answer', true, { usage: 5 * MB }, 'supported'],
  ] as const)('%s', (_, engine, estimate, support) => {
    expect(offlineSupport(engine, estimate)).toBe(support);
  });
});
