import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordingActionsMachine } from '../../../application/recording-actions.machine';
import { createRecordingActors } from '../../../application/recordings.actors';
import { livePlayPath, liveReplayPath } from '../../../application/route-catalogue';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { ApiErrorKind } from '../../../domain/errors';
import type { Show } from '../../../domain/show';
import type { ShowFlags } from '../../../domain/show-flags';
import { RECORDINGS_API, type RecordingsApi } from '../../../ports/recordings.port';
import { errorTextKey } from '../../shared/i18n/i18n';
import type { Texts } from '../../shared/i18n/texts';
import { useService } from '../../shared/services';
import { actions } from './overlay-parts';

/** The live screen plays what these say: `play` a channel live, `replay` a show (replay or start-over). */

function recordingErrorKey(kind: ApiErrorKind): keyof Texts {
  if (kind === 'recording-quota-exceeded') return 'overlay_recording_quota';
  if (kind === 'archive-quota-exceeded') return 'overlay_archive_quota';
  return errorTextKey(kind);
}

/**
 * What the user can do with a show, from the domain's flags (spec points 3 and 6): watch live,
 * replay, start over, record, record the series, archive or remove a recording, download. Recording goes through the
 * recording-actions machine; `onChanged` reloads the user's extras.
 */
export function ShowActions({ show, flags, onChanged }: { show: Show; flags: ShowFlags; onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useService<RecordingsApi>(RECORDINGS_API);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const machine = useMemo(() => recordingActionsMachine.provide({ actors: createRecordingActors(api) }), [api]);
  const actor = useActorRef(machine, options);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  useEffect(() => {
    const subscription = actor.on('recording.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);

  const items = [
    flags.isPlayable && flags.isCurrent ? <Link to={livePlayPath(show.channelId)}>{t('overlay_watch_live')}</Link> : null,
    flags.isPlayable && flags.isEnded ? <Link to={liveReplayPath(show.id)}>{t('overlay_replay')}</Link> : null,
    flags.isStartoverable ? <Link to={liveReplayPath(show.id)}>{t('overlay_startover')}</Link> : null,
    flags.isRecordable ? (
      <button type="button" disabled={busy} onClick={() => actor.send({ type: 'recording.add', showId: show.id })}>{t('overlay_record')}</button>
    ) : null,
    flags.isSeriesRecordable ? (
      <button type="button" disabled={busy} onClick={() => actor.send({ type: 'recording.addSerie', serieId: show.serieId, retention: 0 })}>{t('overlay_record_serie')}</button>
    ) : null,
    flags.isArchiveable ? (
      <button type="button" disabled={busy} onClick={() => actor.send({ type: 'recording.archive', showId: show.id })}>{t('overlay_archive')}</button>
    ) : null,
    flags.isRecorded ? (
      <button type="button" disabled={busy} onClick={() => actor.send({ type: 'recording.remove', showId: show.id })}>{t('overlay_remove_recording')}</button>
    ) : null,
    flags.isDownloadable ? <Link to={`/download/${encodeURIComponent(show.id)}`}>{t('overlay_download')}</Link> : null,
  ].filter((item) => item !== null);
  const states = [
    flags.isRecorded ? t('overlay_recorded') : null,
    flags.isArchived ? t('overlay_archived') : null,
    flags.isSeriesRecorded ? t('overlay_serie_recorded') : null,
  ].filter(Boolean);

  return (
    <section aria-label={t('overlay_actions')}>
      {items.length > 0 ? <ul className={actions}>{items.map((item, index) => <li key={index}>{item}</li>)}</ul> : null}
      {states.length > 0 ? <p role="status">{states.join(' · ')}</p> : null}
      {error ? <p role="alert">{t(recordingErrorKey(error))}</p> : null}
    </section>
  );
}
