import { describe, expect, it } from 'vitest';
import { DEMO_AVAILABILITY_START } from '../../../../src/adapters/demo/streams/clip';
import { buildLiveMpd, UTC_DIRECT_SCHEME } from '../../../../src/adapters/demo/streams/live-mpd';
import { clipMeta, parseXml } from './stream-files';

const NOW = DEMO_AVAILABILITY_START + 1_000_000.25;
const live = (id: string, depth?: number): Document =>
  parseXml(
    buildLiveMpd(clipMeta(id), {
      availabilityStart: DEMO_AVAILABILITY_START,
      now: NOW,
      basePath: `${id}/`,
      timeShiftBufferDepth: depth,
    }),
  );

describe('when building the live MPD of a clip', () => {
  const mpd = live('a').documentElement;

  it('should be a well-formed dynamic MPD with the note timing attributes', () => {
    expect(mpd.tagName).toBe('MPD');
    expect(
      Object.fromEntries(
        [
          'type',
          'availabilityStartTime',
          'timeShiftBufferDepth',
          'suggestedPresentationDelay',
          'minBufferTime',
          'maxSegmentDuration',
        ].map((name) => [name, mpd.getAttribute(name)]),
      ),
    ).toEqual({
      type: 'dynamic',
      availabilityStartTime: '2026-01-01T00:00:00Z',
      timeShiftBufferDepth: 'PT7200S',
      suggestedPresentationDelay: 'PT6S',
      minBufferTime: 'PT2S',
      maxSegmentDuration: 'PT2S',
    });
  });

  it('should take the start-over window as a parameter', () => {
    expect(live('a', 600).documentElement.getAttribute('timeShiftBufferDepth')).toBe('PT600S');
  });

  it('should carry "now" in a direct UTCTiming element', () => {
    const timing = mpd.getElementsByTagName('UTCTiming')[0];
    expect(timing?.getAttribute('schemeIdUri')).toBe(UTC_DIRECT_SCHEME);
    expect(timing?.getAttribute('value')).toBe('2026-01-12T13:46:40.250Z');
  });

  it('should number segments from 0 with a duration of d in each timescale under the base path', () => {
    expect(mpd.getElementsByTagName('BaseURL')[0]?.textContent).toBe('a/');
    const templates = Array.from(mpd.getElementsByTagName('SegmentTemplate'));
    expect(
      templates.map((t) => [
        t.getAttribute('startNumber'),
        Number(t.getAttribute('duration')) / Number(t.getAttribute('timescale')),
      ]),
    ).toEqual([
      ['0', 2],
      ['0', 2],
    ]);
    expect(templates.map((t) => [t.getAttribute('initialization'), t.getAttribute('media')])).toEqual([
      ['video/init.mp4', 'video/$Number$.m4s'],
      ['audio/init.mp4', 'audio/$Number$.m4s'],
    ]);
    expect(templates.some((t) => t.hasAttribute('presentationTimeOffset'))).toBe(false);
  });

  it('should describe the video and audio representations from clip.json', () => {
    const reps = Array.from(mpd.getElementsByTagName('Representation'));
    expect(reps.map((r) => [r.getAttribute('id'), r.getAttribute('codecs'), r.getAttribute('width')])).toEqual([
      ['video', 'avc1.4d401e', '640'],
      ['audio', 'mp4a.40.2', null],
    ]);
  });
});

describe('when building the live MPD of the multi clip', () => {
  const sets = Array.from(live('multi').getElementsByTagName('AdaptationSet'));
  const role = (set: Element): string | null | undefined => set.getElementsByTagName('Role')[0]?.getAttribute('value');

  it('should have one adaptation set per audio language, the audio description and each subtitle language', () => {
    expect(sets.map((set) => [set.getAttribute('contentType'), set.getAttribute('lang'), role(set)])).toEqual([
      ['video', null, 'main'],
      ['audio', 'fr', 'main'],
      ['audio', 'de', 'main'],
      ['audio', 'en', 'main'],
      ['audio', 'fr', 'description'],
      ['text', 'fr', 'subtitle'],
      ['text', 'de', 'subtitle'],
    ]);
  });

  it('should mark the audio description for accessibility and serve subtitles as segmented WebVTT', () => {
    expect(sets[4]?.getElementsByTagName('Accessibility')[0]?.getAttribute('value')).toBe('1');
    const text = sets[5]!;
    expect(text.getAttribute('mimeType')).toBe('text/vtt');
    expect(text.getElementsByTagName('SegmentTemplate')[0]?.getAttribute('media')).toBe('text-fr/$Number$.vtt');
  });
});

describe('when building the live MPD of the clearkey clip', () => {
  it('should signal cenc with the default key id on every media adaptation set', () => {
    const sets = Array.from(live('clearkey').getElementsByTagName('AdaptationSet'));
    for (const set of sets) {
      const cenc = Array.from(set.getElementsByTagName('ContentProtection')).find(
        (cp) => cp.getAttribute('value') === 'cenc',
      );
      expect(cenc?.getAttribute('cenc:default_KID')).toBe('01234567-89ab-cdef-0123-456789abcdef');
    }
    expect(sets).toHaveLength(2);
  });
});
