import { describe, expect, it } from 'vitest';
import {
  isPreviewEligible,
  isSlowConnection,
  PREVIEW_MAX_BANDWIDTH,
  PREVIEW_SPINNER_DELAY,
  PREVIEW_START_DELAY,
  PREVIEW_START_OFFSET,
  previewPlan,
  type PreviewContext,
} from '../../../src/domain/playback/preview';

const eligible: PreviewContext = {
  show: { title: 'Le Journal' },
  channel: { encrypted: false },
  flags: { isPlayable: true, isSerie: false },
  parentalChallenge: false,
  signedIn: true,
  previewsEnabled: true,
};

describe('preview eligibility (spec point 5)', () => {
  it('should offer a preview when every condition holds', () => {
    expect(isPreviewEligible(eligible)).toBe(true);
  });

  it.each<[string, Partial<PreviewContext>]>([
    ['not playable', { flags: { isPlayable: false, isSerie: false } }],
    ['a series', { flags: { isPlayable: true, isSerie: true } }],
    ['encrypted', { channel: { encrypted: true } }],
    ['a FAST card', { show: { title: '' } }],
    ['parental-challenged', { parentalChallenge: true }],
    ['signed out', { signedIn: false }],
    ['previews switched off', { previewsEnabled: false }],
  ])('should offer none when %s', (_, change) => {
    expect(isPreviewEligible({ ...eligible, ...change })).toBe(false);
  });
});

describe('preview timings: 250 ms, then 500 ms (spec point 4)', () => {
  it('should show the spinner after 250 ms and start 500 ms later', () => {
    expect(PREVIEW_SPINNER_DELAY.total('milliseconds')).toBe(250);
    expect(PREVIEW_START_DELAY.total('milliseconds')).toBe(500);
  });
});

describe('hover ignored on slow connections (spec point 4)', () => {
  it.each([
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g', saveData: true }, true],
    [{ effectiveType: '4g', saveData: false }, false],
    [{}, false],
    [undefined, false],
  ])('%j should be slow: %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});

describe('preview stream: start offset 900 s for non-current shows, bandwidth cap 900000', () => {
  it('should start a past show 15 minutes in from its own url', () => {
    expect(
      previewPlan({ url: 'https://cdn.example/show.mpd' }, { liveUrl: 'https://cdn.example/live.mpd' }, false),
    ).toEqual({
      url: 'https://cdn.example/show.mpd',
      startSeconds: 900,
      maxBandwidth: 900_000,
      adaptiveBitrate: true,
    });
  });

  it('should play a current show from the live url at the live point', () => {
    expect(previewPlan({}, { liveUrl: 'https://cdn.example/live.mpd' }, true)).toMatchObject({
      url: 'https://cdn.example/live.mpd',
      startSeconds: 0,
    });
    expect(PREVIEW_START_OFFSET.total('seconds')).toBe(900);
    expect(PREVIEW_MAX_BANDWIDTH).toBe(900_000);
  });
});
