import { describe, expect, it } from 'vitest';
import {
  connectShowActions,
  SERIES_RULE_RETENTIONS,
  seriesRuleStep,
  TV_PLAY_PATHS,
} from '../../../src/application/shows/show-actions.model';
import { showFlags } from '../../../src/domain/shows/show-flags';
import { aProfile } from '../../fakes/profiles';
import { aChannel, aShow, at, extras } from '../../fakes/shows';

const during = at('2026-11-22T20:30:00Z');
const after = at('2026-11-22T22:00:00Z');
const idle = { busy: false, error: null };

function model(
  show = aShow(),
  now = during,
  mine = extras(),
  recording: { busy: boolean; error: null | 'recording-quota-exceeded' } = idle,
) {
  return connectShowActions(show, showFlags(show, aChannel(), aProfile(), mine, now, 'UTC'), recording);
}

describe('show actions model: each action a link to where it plays or a recording command', () => {
  it.each([
    ['watch', during, '/live/normal?play=rts1'],
    ['startover', during, '/live/normal?replay=show-1'],
    ['replay', after, '/live/normal?replay=show-1'],
    ['download', during, '/download/show-1'],
  ])('should lead %s to %s', (action, now, to) => {
    expect(model(aShow(), now).items.find((item) => item.action === action)).toMatchObject({ kind: 'link', to });
  });

  it.each([
    ['watch', during, '/player/live?channel=rts1'],
    ['startover', during, '/player/replay?show=show-1'],
    ['replay', after, '/player/replay?show=show-1'],
    ['download', during, '/download/show-1'],
  ])('should lead %s on TV to %s', (action, now, to) => {
    const show = aShow();
    const items = connectShowActions(
      show,
      showFlags(show, aChannel(), aProfile(), extras(), now, 'UTC'),
      idle,
      TV_PLAY_PATHS,
    ).items;
    expect(items.find((item) => item.action === action)).toMatchObject({ kind: 'link', to });
  });

  it.each([
    ['record', aShow(), extras(), { type: 'recording.add', showId: 'show-1' }],
    [
      'removeRecording',
      aShow(),
      extras({ recordings: new Set(['show-1']) }),
      { type: 'recording.remove', showId: 'show-1' },
    ],
  ])('should send %s as the recording event', (action, show, mine, event) => {
    expect(model(show, during, mine).items.find((item) => item.action === action)).toMatchObject({
      kind: 'command',
      event,
      disabled: false,
    });
  });

  it('should send archive for an ended recording', () => {
    const item = model(aShow(), after, extras({ recordings: new Set(['show-1']) })).items.find(
      (candidate) => candidate.action === 'archive',
    );
    expect(item).toMatchObject({ kind: 'command', event: { type: 'recording.archive', showId: 'show-1' } });
  });

  it('should disable every command while one runs, and keep the links', () => {
    const items = model(aShow(), during, extras(), { busy: true, error: null }).items;
    expect(items.filter((item) => item.kind === 'command').every((item) => item.disabled)).toBe(true);
    expect(items.filter((item) => item.kind === 'link').map((item) => item.action)).toEqual([
      'watch',
      'startover',
      'download',
    ]);
  });

  it('should label each action with its text key, in the domain order', () => {
    expect(model().items.map((item) => item.labelKey)).toEqual([
      'overlay_watch_live',
      'overlay_startover',
      'overlay_record',
      'overlay_download',
    ]);
  });

  it('should say what the show is and why the last command failed', () => {
    const result = model(
      aShow({ serieId: 'serie-9' }),
      after,
      extras({ recordings: new Set(['show-1']), serials: new Set(['serie-9']) }),
      { busy: false, error: 'recording-quota-exceeded' },
    );
    expect(result.stateKeys).toEqual(['overlay_recorded', 'overlay_serie_recorded']);
    expect(result.error).toBe('recording-quota-exceeded');
  });

  it('should open the series rule draft to record a series, not record it at once with a retention of 0', () => {
    expect(model(aShow({ serieId: 'serie-9' })).items.find((item) => item.action === 'recordSerie')).toEqual({
      action: 'recordSerie',
      labelKey: 'overlay_record_serie',
      kind: 'seriesRule',
      disabled: false,
    });
  });

  it('should name the series rule draft after the series, else the show, and record with the retention chosen', () => {
    const draft = model(aShow({ serieId: 'serie-9', serieTitle: 'La Série' })).seriesRule;
    expect(draft).toMatchObject({ open: false, serieId: 'serie-9', title: 'La Série', busy: false });
    expect(draft.event(3)).toEqual({ type: 'recording.addSerie', serieId: 'serie-9', retention: 3 });
    expect(model(aShow({ serieId: 'serie-9' })).seriesRule.title).toBe(aShow().title);
  });

  it('should show the series rule draft while it is chosen and while its call runs', () => {
    const show = aShow({ serieId: 'serie-9' });
    const flags = showFlags(show, aChannel(), aProfile(), extras(), during, 'UTC');
    const busy = { busy: true, error: null };
    expect(connectShowActions(show, flags, idle, undefined, 'choosing').seriesRule.open).toBe(true);
    expect(connectShowActions(show, flags, busy, undefined, 'saving').seriesRule).toMatchObject({
      open: true,
      busy: true,
    });
    expect(connectShowActions(show, flags, idle, undefined, 'closed').seriesRule.open).toBe(false);
  });

  it.each([
    ['closed', false, 'closed'],
    ['choosing', false, 'choosing'],
    ['choosing', true, 'choosing'],
    ['saving', true, 'saving'],
    ['saving', false, 'closed'],
  ] as const)('should keep the draft %s (busy: %s) as %s: it closes once the call is done', (step, busy, next) => {
    expect(seriesRuleStep(step, busy)).toBe(next);
  });

  it('should offer every retention of the series rules, all episodes first, each with its text', () => {
    expect(SERIES_RULE_RETENTIONS.map((choice) => choice.count)).toEqual([0, 1, 2, 3, 5, 10]);
    expect(SERIES_RULE_RETENTIONS[0]).toEqual({ count: 0, labelKey: 'recordings_retention_all', params: { count: 0 } });
    expect(SERIES_RULE_RETENTIONS[4]).toEqual({
      count: 5,
      labelKey: 'recordings_retention_latest',
      params: { count: 5 },
    });
  });
});
