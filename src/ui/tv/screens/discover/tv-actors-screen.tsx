import { css } from '@linaria/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ACTOR_TABS, tabOf, type ActorTab } from '../../../../application/discover/discover-tabs';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import type { PersonPicture } from '../../../../application/shows/people.model';
import { PersonCardContent } from '../../../shared/components/card-kinds-content';
import { useActorNames } from '../../../shared/hooks/use-discover';
import { useFollow } from '../../../shared/hooks/use-follow';
import { usePersonPictures } from '../../../shared/hooks/use-people';
import { errorText } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { TvCard } from '../home/tv-card';
import { TV_CARD_BOX, TV_CARD_SPACING } from '../home/tv-card-sizes';
import { TvListPage } from './tv-list-page';
import { TvLoadedList } from './tv-loaded-list';
import { useTvListScreen, type TvListScreen } from './use-tv-list-screen';

const SCREEN = '/actors';
const BOX = TV_CARD_BOX.person;

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;
const tile = css`
  & > div {
    margin-bottom: 16px;
  }
`;
/** Six person cards a row (inline: the styles are extracted at build time from this file alone). */
const gridSizes = { gridTemplateColumns: `repeat(6, ${BOX.width}px)`, gridGap: TV_CARD_SPACING };
const followButton = css`
  width: 100%;
  font: inherit;
  font-weight: 700;
  padding: 12px 8px;
  border-radius: 12px;
  border: 2px solid var(--color-accent);
  background: transparent;
  color: var(--color-text);
`;
const emptyButton = css`
  font: inherit;
  padding: 14px 28px;
  border-radius: 12px;
  border: 2px solid var(--color-accent);
  background: transparent;
  color: var(--color-text);
`;

const personKey = (name: string) => `person-${name}`;
const followKey = (name: string) => `follow-${name}`;
const EMPTY_KEY = 'actors-none-followed';

/** TV /actors/{tab}: the followed people or the provider's suggestions, each to open and to follow or unfollow, as on the web. */
export function TvActorsScreen() {
  const tab = tabOf(ACTOR_TABS, useParams().tab);
  if (tab === null) return <Navigate to={screenPath('tv', 'actors')} replace />;
  return <ActorsOfTab tab={tab} />;
}

function ActorsOfTab({ tab }: { tab: ActorTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useActorNames(tab);
  const list = names.status === 'success' ? names.data : null;
  const pictureOf = usePersonPictures(list ?? []);
  const keys =
    list === null ? [] : list.length === 0 ? [EMPTY_KEY] : list.flatMap((name) => [personKey(name), followKey(name)]);
  const screen = useTvListScreen(`actors-${tab}`, ACTOR_TABS, keys);
  const empty =
    tab === 'subscribed' ? (
      <FocusableButton
        focusKey={EMPTY_KEY}
        className={emptyButton}
        autoFocus={screen.takesFocus(EMPTY_KEY, true)}
        onPress={() => void navigate(`${SCREEN}/suggestions`)}
      >
        {t('actors_none_followed')}
      </FocusableButton>
    ) : undefined;
  return (
    <TvListPage
      focusKey="actors-screen"
      title={t('actors_title')}
      screen={screen}
      tabFirst={(list?.length === 0 && tab !== 'subscribed') || names.status === 'failure'}
      tabs={{
        tabs: ACTOR_TABS,
        current: tab,
        label: (value) => t(`actors_tab_${value}`),
        pathOf: (value) => `${SCREEN}/${value}`,
        memoryOf: (value) => `actors-${value}`,
      }}
    >
      <TvLoadedList loaded={names} emptyText={empty}>
        {(people) => (
          <ul className={grid} style={gridSizes} aria-label={t(`actors_tab_${tab}`)}>
            {people.map((name, index) => (
              <PersonTile
                key={name}
                name={name}
                picture={pictureOf(name)}
                screenPath={`${SCREEN}/${tab}`}
                screen={screen}
                first={index === 0}
              />
            ))}
          </ul>
        )}
      </TvLoadedList>
    </TvListPage>
  );
}

/** A person's card (to their overlay) and, under it, the follow or unfollow button. */
function PersonTile({
  name,
  picture,
  screenPath: path,
  screen,
  first,
}: {
  name: string;
  picture: PersonPicture;
  screenPath: string;
  screen: TvListScreen;
  first: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow(name);
  const card = personKey(name);
  const button = followKey(name);
  return (
    <li className={tile}>
      <div style={{ height: BOX.height }}>
        <TvCard
          focusKey={card}
          autoFocus={screen.takesFocus(card, first)}
          onFocused={() => screen.remember(card)}
          onPress={() => void navigate(`${path}/people/${encodeURIComponent(name)}`, overlayNavigation)}
        >
          <PersonCardContent name={name} picture={picture} />
        </TvCard>
      </div>
      <FocusableButton
        focusKey={button}
        className={followButton}
        autoFocus={screen.takesFocus(button, false)}
        label={t(follow.following ? 'actors_unfollow_label' : 'actors_follow_label', { name })}
        onFocused={() => screen.remember(button)}
        onPress={() => (follow.disabled ? undefined : void follow.toggle())}
      >
        {t(follow.labelKey)}
      </FocusableButton>
      {follow.error ? <p role="alert">{errorText(t, follow.error)}</p> : null}
    </li>
  );
}
