import { css, cx } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorKind } from '../../../domain/errors';
import { SHOWS_API, type ShowsApi } from '../../../ports/shows.port';
import { useShowTime } from '../../shared/components/card';
import { useAuth } from '../../shared/hooks/use-auth';
import { useBackupConfig } from '../../shared/hooks/use-backup-config';
import { useResource } from '../../shared/hooks/use-resource';
import { errorTextKey } from '../../shared/i18n/i18n';
import { useService } from '../../shared/services';
import { Overlay } from '../overlay';
import { actions, muted, OverlayStatus, showCards } from './overlay-parts';
import { useOverlayPath } from './overlay-path';

const shows = css`
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

/** The person overlay (people/:peopleId, the id is the name): their shows, and follow or unfollow. */
export function PeopleOverlay() {
  const { t } = useTranslation();
  const { peopleId = '' } = useParams();
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const time = useShowTime();
  const overlayPath = useOverlayPath();
  const resource = useResource(`people:${peopleId}`, () => showsApi.people([peopleId]));
  const list = resource?.data?.find((person) => person.name === peopleId)?.shows;
  return (
    <Overlay title={peopleId}>
      <FollowButton name={peopleId} />
      <section aria-labelledby="people-shows">
        <h3 id="people-shows">{t('overlay_person_shows')}</h3>
        {list === undefined ? <OverlayStatus status={resource?.status === 'failure' ? 'failure' : 'loading'} error={resource?.status === 'failure' ? resource.error : undefined} /> : null}
        {list?.length === 0 ? <p className={muted}>{t('overlay_no_shows')}</p> : null}
        {list && list.length > 0 ? (
          <ul className={cx(showCards, shows)}>
            {list.map((show) => (
              <li key={show.id}>
                <Link to={overlayPath(`show/${encodeURIComponent(show.id)}`)}>
                  <strong>{show.title}</strong>
                  <span className={muted}>{time(show.startDate)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Overlay>
  );
}

/** Follow or unfollow: the name goes in or out of the backup config's people list. */
function FollowButton({ name }: { name: string }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const { config, save } = useBackupConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!session) return <p className={muted}>{t('overlay_sign_in')}</p>;
  const following = config?.people.includes(name) ?? false;
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await save((current) => ({
        ...current,
        people: following ? current.people.filter((person) => person !== name) : [...current.people.filter((person) => person !== name), name],
      }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <ul className={actions}>
        <li>
          <button type="button" disabled={busy || config === null} onClick={() => void toggle()}>
            {following ? t('overlay_unfollow') : t('overlay_follow')}
          </button>
        </li>
      </ul>
      {following ? <p role="status">{t('overlay_following', { name })}</p> : null}
      {error ? <p role="alert">{t(errorTextKey(errorKind(error)))}</p> : null}
    </div>
  );
}
