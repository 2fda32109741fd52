import { css, cx } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useShowTime } from '../../../shared/components/card';
import { PersonPortrait } from '../../../shared/components/person-portrait';
import { usePersonShows } from '../../../shared/hooks/use-details';
import { useFollow } from '../../../shared/hooks/use-follow';
import { errorText } from '../../../shared/i18n/i18n';
import { FocusableButton } from '../../focusable';
import { TvOverlay } from './tv-overlay';
import { buttonRow, muted, TvLoaded } from './tv-overlay-parts';
import { useOpenOverlay } from './tv-overlay-nav';

/* Margins, not gap: Chromium 68. */
const header = css`
  display: flex;
  align-items: flex-start;
`;
const headerSide = css`
  margin-left: 24px;
`;

/** The person overlay on TV (people/:peopleId, the id is the name): follow or unfollow, and their shows. */
export function TvPeopleOverlay() {
  const { t } = useTranslation();
  const { peopleId = '' } = useParams();
  const time = useShowTime();
  const open = useOpenOverlay();
  const loaded = usePersonShows(peopleId);
  const follow = useFollow(peopleId);
  const first = loaded.status === 'success' ? loaded.data[0] : undefined;
  const start = follow.signedIn ? 'follow' : first ? `person-show-${first.id}` : null;
  return (
    <TvOverlay title={peopleId} ready={loaded.status !== 'loading'} initialFocusKey={start}>
      <div className={header}>
        <PersonPortrait name={peopleId} />
        {follow.signedIn ? (
          <div className={headerSide}>
            <ul className={buttonRow}>
              <li>
                <FocusableButton focusKey="follow" onPress={() => (follow.disabled ? undefined : void follow.toggle())}>
                  {t(follow.labelKey)}
                </FocusableButton>
              </li>
            </ul>
            {follow.following ? <p role="status">{t('overlay_following', { name: peopleId })}</p> : null}
            {follow.error ? <p role="alert">{errorText(t, follow.error)}</p> : null}
          </div>
        ) : (
          <p className={cx(muted, headerSide)}>{t('overlay_sign_in')}</p>
        )}
      </div>
      <section aria-labelledby="tv-people-shows">
        <h3 id="tv-people-shows">{t('overlay_person_shows')}</h3>
        <TvLoaded loaded={loaded}>
          {(list) =>
            list.length === 0 ? (
              <p className={muted}>{t('overlay_no_shows')}</p>
            ) : (
              <ul className={buttonRow}>
                {list.map((show) => (
                  <li key={show.id}>
                    <FocusableButton focusKey={`person-show-${show.id}`} onPress={() => open('show', show.id)}>
                      {show.title} · {time(show.startDate)}
                    </FocusableButton>
                  </li>
                ))}
              </ul>
            )
          }
        </TvLoaded>
      </section>
    </TvOverlay>
  );
}
