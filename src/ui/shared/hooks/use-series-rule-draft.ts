import { useState } from 'react';
import type { Loaded } from '../../../application/loaded';
import { retentionPreview } from '../../../application/recordings/series-rules.model';
import { SERIES_RULE_RETENTIONS, type RetentionChoice } from '../../../application/shows/show-actions.model';
import type { SeriesRulePreview } from '../../../domain/recordings/series-rule';
import { RECORDINGS_API, type RecordingsApi } from '../../../ports/recordings.port';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { SHOWS_API, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';
import { useNow } from './use-now';
import { useResource } from './use-resource';

/**
 * What a new series rule would do with a given retention, before it is created: the series'
 * episodes, the user's recordings and the recordings quota, read under the keys the overlays
 * and the recordings screen share.
 */
export function useSeriesRuleDraft(serieId: string): (retention: number) => Loaded<SeriesRulePreview> {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const sessionApi = useService<SessionApi>(SESSION_API);
  const recordingsApi = useService<RecordingsApi>(RECORDINGS_API);
  const now = useNow();
  const serie = useResource(`serie:${serieId}`, () => showsApi.serie(serieId));
  const extras = useResource('extras', () => sessionApi.showExtras());
  const quotas = useResource('recordings:quotas', () => recordingsApi.quotas());
  return (retention) => {
    if (serie?.data === undefined || extras?.data === undefined || quotas?.data === undefined) {
      const failed = [serie, extras, quotas].find(
        (resource) => resource?.data === undefined && resource?.status === 'failure',
      );
      return failed?.status === 'failure' ? { status: 'failure', error: failed.error } : { status: 'loading' };
    }
    return {
      status: 'success',
      data: retentionPreview(serie.data, retention, extras.data, quotas.data.recordings, now),
    };
  };
}

/** The retention being chosen in a series rule draft, the retentions offered, and what the rule would do with it. */
export interface SeriesRuleChoice {
  readonly retention: number;
  readonly choose: (retention: number) => void;
  readonly choices: readonly RetentionChoice[];
  readonly preview: Loaded<SeriesRulePreview>;
}

/** The series rule draft's retention (all episodes at first) and its preview, as both layouts' dialogs show them. */
export function useSeriesRuleChoice(serieId: string): SeriesRuleChoice {
  const [retention, choose] = useState(0);
  const preview = useSeriesRuleDraft(serieId);
  return { retention, choose, choices: SERIES_RULE_RETENTIONS, preview: preview(retention) };
}
