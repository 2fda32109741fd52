import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, Navigate, useParams } from 'react-router';
import { ACTOR_TABS, tabOf, type ActorTab } from '../../../../application/discover/discover-tabs';
import type { PersonPicture } from '../../../../application/shows/people.model';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import { PersonCard } from '../../../shared/components/card-kinds';
import { useActorNames } from '../../../shared/hooks/use-discover';
import { useFollow } from '../../../shared/hooks/use-follow';
import { usePersonPictures } from '../../../shared/hooks/use-people';
import { errorText } from '../../../shared/i18n/i18n';
import { CARD_BOX } from '../../../shared/theme/card-sizes';
import { outlineButton } from '../../../shared/theme/buttons';
import { LoadedList } from './card-grid';
import { ACTORS_TABS, TabNav } from './tab-nav';

const SCREEN = ACTORS_TABS.base;

const grid = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 2px;
  li {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 8px;
  }
`;
const muted = css`
  color: var(--color-text-muted);
  a {
    color: var(--color-accent);
    font-weight: 600;
  }
`;

/** /actors/{tab}: the followed people or the provider's suggestions, each with follow or unfollow (kept in the backup config). */
export function ActorsScreen() {
  const { t } = useTranslation();
  const tab = tabOf(ACTOR_TABS, useParams().tab);
  if (tab === null) return <Navigate to={screenPath('web', 'actors')} replace />;
  return (
    <>
      <h1>{t('actors_title')}</h1>
      <TabNav {...ACTORS_TABS} />
      <ActorList key={tab} tab={tab} />
    </>
  );
}

function ActorList({ tab }: { tab: ActorTab }) {
  const { t } = useTranslation();
  const names = useActorNames(tab);
  const pictureOf = usePersonPictures(names.status === 'success' ? names.data : []);
  return (
    <LoadedList loaded={names}>
      {(list) =>
        list.length === 0 ? (
          <p className={muted}>
            {tab === 'subscribed' ? (
              <Link to={`${SCREEN}/suggestions`}>{t('actors_none_followed')}</Link>
            ) : (
              t('discover_empty')
            )}
          </p>
        ) : (
          <ul className={grid} aria-label={t(`actors_tab_${tab}`)}>
            {list.map((name) => (
              <PersonTile key={name} name={name} picture={pictureOf(name)} screen={`${SCREEN}/${tab}`} />
            ))}
          </ul>
        )
      }
    </LoadedList>
  );
}

/** A person's card (to their overlay) and the follow or unfollow button. */
function PersonTile({ name, picture, screen }: { name: string; picture: PersonPicture; screen: string }) {
  const { t } = useTranslation();
  const follow = useFollow(name);
  return (
    <li style={{ width: CARD_BOX.person.width }}>
      <div style={{ height: CARD_BOX.person.height }}>
        <PersonCard name={name} picture={picture} to={`${screen}/people/${encodeURIComponent(name)}`} />
      </div>
      <button
        type="button"
        className={outlineButton}
        disabled={follow.disabled}
        aria-label={t(follow.following ? 'actors_unfollow_label' : 'actors_follow_label', { name })}
        onClick={() => void follow.toggle()}
      >
        {t(follow.labelKey)}
      </button>
      {follow.error ? <p role="alert">{errorText(t, follow.error)}</p> : null}
    </li>
  );
}
