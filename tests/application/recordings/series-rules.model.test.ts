import { describe, expect, it } from 'vitest';
import type { RecordingItem, RecordingsData } from '../../../src/application/recordings/recordings.model';
import {
  confirmationOf,
  retentionChoices,
  retentionPreview,
  seriesRuleItems,
} from '../../../src/application/recordings/series-rules.model';
import type { Serie } from '../../../src/ports/shows.port';
import { aChannel, aShow, at, extras } from '../../fakes/shows';

const episode = (n: number) =>
  aShow({
    id: `e${n}`,
    serieId: 'serie-9',
    startDate: at('2026-11-01T20:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
    stopDate: at('2026-11-01T21:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
  });
const anEntry = aShow({ id: 'serie-9', title: 'La Série', episodes: [episode(1), episode(2)] });
const aSerie = (overrides: Partial<Serie> = {}): Serie => ({
  id: 'serie-9',
  channelId: 'rts1',
  title: 'La Série',
  description: '',
  country: 'CH',
  year: 2026,
  categoryId: 5,
  rank: 0,
  credits: { company: [], author: [], director: [], actor: [], presenter: [] },
  episodes: [1, 2, 3, 4].map(episode),
  ...overrides,
});
const data = (overrides: Partial<RecordingsData> = {}): RecordingsData => ({
  shows: [anEntry],
  extras: extras({
    recordings: new Set(['e1', 'e2']),
    serials: new Set(['serie-9', 'serie-7']),
    retention: new Map([['serie-9', 2]]),
  }),
  channels: [aChannel()],
  ...overrides,
});

describe('when listing the series rules', () => {
  const rules = seriesRuleItems(data(), new Map([['serie-7', aSerie({ id: 'serie-7', title: 'Autre série' })]]));

  it('should list every rule by title, with its retention (0 keeps all) and recorded episodes', () => {
    expect(
      rules.map((rule) => [rule.serieId, rule.title, rule.channelName, rule.retention, rule.recordedCount]),
    ).toEqual([
      ['serie-7', 'Autre série', 'RTS 1', 0, 0],
      ['serie-9', 'La Série', 'RTS 1', 2, 2],
    ]);
  });

  it('should send each call of spec point 7 for the rule', () => {
    expect(rules[1]).toMatchObject({
      unschedule: { type: 'recording.unscheduleSerie', serieId: 'serie-9' },
      removeEpisodes: { type: 'recording.removeSerieEpisodes', serieId: 'serie-9' },
      removeAll: { type: 'recording.removeSerieAll', serieId: 'serie-9' },
    });
  });

  it('should fall back to the id when neither the list nor the series gives a title', () => {
    expect(seriesRuleItems(data(), new Map()).map((rule) => rule.title)).toEqual(['La Série', 'serie-7']);
  });
});

describe('when offering the retentions of a rule', () => {
  it('should offer the usual retentions in order, all episodes first', () => {
    expect(retentionChoices(2).map((choice) => choice.count)).toEqual([0, 1, 2, 3, 5, 10]);
    expect(retentionChoices(0)[0]).toEqual({ count: 0, labelKey: 'recordings_retention_all', params: { count: 0 } });
    expect(retentionChoices(0)[3]).toEqual({ count: 3, labelKey: 'recordings_retention_latest', params: { count: 3 } });
  });

  it('should say a retention of one episode in the singular', () => {
    expect(retentionChoices(0)[1]).toEqual({
      count: 1,
      labelKey: 'recordings_retention_latest_one',
      params: { count: 1 },
    });
  });

  it("should offer the rule's own retention too when it is not a usual one", () => {
    expect(retentionChoices(4).map((choice) => choice.count)).toEqual([0, 1, 2, 3, 4, 5, 10]);
  });
});

describe('when previewing a retention change', () => {
  it('should apply the rule to the series episodes with the user recordings, archives and quota', () => {
    const preview = retentionPreview(
      aSerie(),
      1,
      data().extras,
      { maxSeconds: 10 * 3600, usageSeconds: 2 * 3600 },
      at('2026-11-18T12:00:00Z'),
    );
    expect(preview.removedNow.map((show) => show.id)).toEqual(['e1', 'e2']);
    expect(preview.added.map((show) => show.id)).toEqual(['e3', 'e4']);
    expect(preview.quotaAfter.usageSeconds).toBe(2 * 3600);
  });
});

describe('when asking to confirm', () => {
  const rule = seriesRuleItems(data(), new Map()).find((candidate) => candidate.serieId === 'serie-9')!;
  const item = {
    title: 'Le Journal',
    remove: { type: 'recording.remove', showId: 'show-1' },
  } as unknown as RecordingItem;

  it.each([
    [
      'remove',
      { kind: 'remove', item } as const,
      'recordings_remove_message',
      { title: 'Le Journal' },
      { type: 'recording.remove', showId: 'show-1' },
    ],
    [
      'unschedule',
      { kind: 'unschedule', rule } as const,
      'recordings_unschedule_message',
      { title: 'La Série', count: 2 },
      { type: 'recording.unscheduleSerie', serieId: 'serie-9' },
    ],
    [
      'removeEpisodes',
      { kind: 'removeEpisodes', rule } as const,
      'recordings_removeEpisodes_message',
      { title: 'La Série', count: 2 },
      { type: 'recording.removeSerieEpisodes', serieId: 'serie-9' },
    ],
    [
      'removeAll',
      { kind: 'removeAll', rule } as const,
      'recordings_removeAll_message',
      { title: 'La Série', count: 2 },
      { type: 'recording.removeSerieAll', serieId: 'serie-9' },
    ],
    [
      'retention 3',
      { kind: 'retention', rule, retention: 3 } as const,
      'recordings_retention_message',
      { title: 'La Série', count: 3 },
      { type: 'recording.addSerie', serieId: 'serie-9', retention: 3 },
    ],
    [
      'retention 1 (said in the singular)',
      { kind: 'retention', rule, retention: 1 } as const,
      'recordings_retention_message_one',
      { title: 'La Série', count: 1 },
      { type: 'recording.addSerie', serieId: 'serie-9', retention: 1 },
    ],
    [
      'retention 0 (all)',
      { kind: 'retention', rule, retention: 0 } as const,
      'recordings_retention_message_all',
      { title: 'La Série', count: 0 },
      { type: 'recording.addSerie', serieId: 'serie-9', retention: 0 },
    ],
  ])('should word %s and send its call once confirmed', (_, pending, messageKey, params, event) => {
    expect(confirmationOf(pending)).toMatchObject({ messageKey, params, event });
  });
});
