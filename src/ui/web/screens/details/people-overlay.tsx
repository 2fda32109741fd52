import { css, cx } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useShowTime } from '../../../shared/components/card';
import { PersonPortrait } from '../../../shared/components/person-portrait';
import { usePersonShows } from '../../../shared/hooks/use-details';
import { useFollow } from '../../../shared/hooks/use-follow';
import { errorText } from '../../../shared/i18n/i18n';
import { Overlay } from '../../overlay';
import { actions, muted, showCards } from './overlay-parts';
import { LoadedContent } from './loaded-content';
import { useOverlayPath } from './overlay-path';

const header = css`
  display: flex;
  align-items: flex-start;
  gap: 16px;
`;
const shows = css`
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

/** The person overlay (people/:peopleId, the id is the name): their shows, and follow or unfollow. */
export function PeopleOverlay() {
  const { t } = useTranslation();
  const { peopleId = '' } = useParams();
  const time = useShowTime();
  const overlayPath = useOverlayPath();
  const loaded = usePersonShows(peopleId);
  return (
    <Overlay title={peopleId}>
      <div className={header}>
        <PersonPortrait name={peopleId} />
        <FollowButton name={peopleId} />
      </div>
      <section aria-labelledby="people-shows">
        <h3 id="people-shows">{t('overlay_person_shows')}</h3>
        <LoadedContent loaded={loaded}>
          {(list) =>
            list.length === 0 ? (
              <p className={muted}>{t('overlay_no_shows')}</p>
            ) : (
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
            )
          }
        </LoadedContent>
      </section>
    </Overlay>
  );
}

/** Follow or unfollow: the name goes in or out of the backup config's people list. */
function FollowButton({ name }: { name: string }) {
  const { t } = useTranslation();
  const follow = useFollow(name);
  if (!follow.signedIn) return <p className={muted}>{t('overlay_sign_in')}</p>;
  return (
    <div>
      <ul className={actions}>
        <li>
          <button type="button" disabled={follow.disabled} onClick={() => void follow.toggle()}>
            {t(follow.labelKey)}
          </button>
        </li>
      </ul>
      {follow.following ? <p role="status">{t('overlay_following', { name })}</p> : null}
      {follow.error ? <p role="alert">{errorText(t, follow.error)}</p> : null}
    </div>
  );
}
