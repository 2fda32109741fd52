import { describe, expect, it } from 'vitest';
import { connectDownload, downloadList, type DownloadState } from '../../../src/application/downloads/downloads.model';
import type { DownloadPlan, OfflineSupport } from '../../../src/domain/downloads/download';

const state = (
  value: DownloadState['value'],
  progress = 0,
  error: DownloadState['error'] = null,
  recordFirst = false,
  interrupted = false,
): DownloadState => ({ value, progress, error, recordFirst, interrupted });
const download: DownloadPlan = { kind: 'download' };

describe('when connecting the download screen', () => {
  it.each<[string, DownloadState, DownloadPlan, OfflineSupport, boolean, object]>([
    [
      'offer to download a recorded show',
      state('idle'),
      download,
      'supported',
      false,
      { action: { labelKey: 'download_start', event: { type: 'download.start' } }, refusalKey: null },
    ],
    [
      'offer to record then download',
      state('idle', 0, null, true),
      { kind: 'record-first' },
      'supported',
      false,
      { action: { labelKey: 'download_record_start', event: { type: 'download.start' } } },
    ],
    [
      'say why an encrypted channel refuses',
      state('idle'),
      { kind: 'refused', reason: 'encrypted' },
      'supported',
      false,
      { action: null, refusalKey: 'download_refused_encrypted' },
    ],
    [
      'say the engine cannot store',
      state('idle'),
      download,
      'unsupported',
      false,
      { action: null, refusalKey: 'download_refused_unsupported' },
    ],
    [
      'say the device has too little room to store',
      state('idle'),
      download,
      'no-room',
      false,
      { action: null, refusalKey: 'download_refused_no_room' },
    ],
    [
      'show progress and cancel while storing',
      state('storing', 0.425),
      download,
      'supported',
      false,
      { action: null, percent: 42, canCancel: true, statusKey: 'download_storing' },
    ],
    [
      'wait while asking for the address',
      state('asking'),
      download,
      'supported',
      false,
      { action: null, canCancel: false, statusKey: 'download_asking' },
    ],
    [
      'offer to try again with the reason',
      state('failed', 0, 'network'),
      download,
      'supported',
      false,
      { action: { labelKey: 'download_retry', event: { type: 'download.start' } }, error: 'network' },
    ],
    [
      'say nothing was kept of a download that stopped midway',
      state('failed', 0, 'network', false, true),
      download,
      'supported',
      false,
      {
        action: { labelKey: 'download_retry', event: { type: 'download.start' } },
        error: 'network',
        interruptedKey: 'download_interrupted',
      },
    ],
    [
      'not speak of an interruption when the address failed',
      state('failed', 0, 'generic'),
      download,
      'supported',
      false,
      { error: 'generic', interruptedKey: null },
    ],
    [
      'say it is done',
      state('done', 1),
      download,
      'supported',
      false,
      { action: null, stored: true, statusKey: 'download_done' },
    ],
    [
      'say a show stored before is there',
      state('idle'),
      download,
      'supported',
      true,
      { action: null, stored: true, statusKey: 'download_done' },
    ],
  ])('should %s', (_, machine, plan, support, stored, expected) => {
    expect(connectDownload(machine, plan, support, stored)).toMatchObject(expected);
  });
});

describe('when listing the downloads', () => {
  it('should give each show by title with its size in MB and its length in minutes', () => {
    const stored = [
      {
        showId: 'b',
        title: 'Météo',
        channelName: 'Vallée',
        sizeBytes: 68_000_000,
        durationSeconds: 1800,
        offlineUrl: 'offline:b',
      },
      {
        showId: 'a',
        title: 'Le Journal',
        channelName: 'Azur',
        sizeBytes: 1_250_000,
        durationSeconds: 2700,
        offlineUrl: 'offline:a',
      },
    ];
    expect(downloadList(stored)).toEqual([
      { showId: 'a', title: 'Le Journal', channelName: 'Azur', megabytes: 1.3, minutes: 45, incomplete: false },
      { showId: 'b', title: 'Météo', channelName: 'Vallée', megabytes: 68, minutes: 30, incomplete: false },
    ]);
  });

  it('should mark a download that stopped midway as incomplete (it cannot be played, only deleted or started again)', () => {
    const stored = [
      {
        showId: 'a',
        title: 'Le Journal',
        channelName: 'Azur',
        sizeBytes: 1_250_000,
        durationSeconds: 2700,
        offlineUrl: 'offline:a',
        incomplete: true,
      },
    ];
    expect(downloadList(stored)).toMatchObject([{ showId: 'a', incomplete: true }]);
  });
});
