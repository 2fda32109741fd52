import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import type { HomePersonalizeEvent } from '../../../../application/home/home-personalize.machine';
import type { PersonalizeItem } from '../../../../application/home/home-personalize.model';
import type { Profile } from '../../../../domain/session/profile';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useHomePersonalize } from '../../../shared/hooks/use-home-personalize';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { visuallyHidden } from '../../../shared/theme/visually-hidden';
import { FocusableButton } from '../../focusable';
import { following } from '../../menu/use-menu-items';
import { tvAccountPage, tvAccountValue } from './tv-account-styles';
import { TvSortActions, tvSortColumns } from './tv-sort-actions';

/* A row: its switch (wide), its category when it has one, then Up and Down. Chromium 68: no flex gap. */
const line = css`
  display: flex;
  align-items: center;
  button + button {
    margin-left: 12px;
  }
  && > button:not(:first-child) {
    width: auto;
    flex-shrink: 0;
  }
`;

/**
 * /homepersonalize on TV: the home rows, Enter shows or hides one; Right reaches its category (the
 * replay row, Enter picks the next) and its Up and Down; save or restore the defaults beside the list.
 * The device's preferences are on /settings.
 */
export function TvHomePersonalizeScreen() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <main className={tvAccountPage} aria-labelledby="tv-personalize-heading">
      <h1 id="tv-personalize-heading">{t('homepersonalize_title')}</h1>
      <p>
        {t('personalize_intro')} {t('tv_personalize_hint')}
      </p>
      {session ? <TvPersonalize profile={session.profile} /> : null}
    </main>
  );
}

function TvPersonalize({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { model, loadError, categories, send, save, statusKey, rowName } = useHomePersonalize(profile);
  const { ref, focusKey } = useFocusable({ focusKey: 'personalize-screen', trackChildren: true });
  // A moved row keeps the focus on its button at its new place (or its other button at an end).
  const [moved, setMoved] = useState<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (moved === null || model === null) return;
    const item = model.items[moved.index];
    const stillThere = moved.direction === 'up' ? item?.upEvent : item?.downEvent;
    setFocus(`personalize-${moved.index}-${stillThere ? moved.direction : moved.direction === 'up' ? 'down' : 'up'}`);
    setMoved(null);
  }, [moved, model]);
  if (model === null)
    return loadError ? <p role="alert">{errorText(t, loadError)}</p> : <p aria-busy="true">{t('loading')}</p>;
  const act = (event: HomePersonalizeEvent) => {
    if (model.busy) return;
    send(event);
    if (event.type === 'personalize.move')
      setMoved({ index: event.to, direction: event.to < event.from ? 'up' : 'down' });
  };
  const categoryIds = [undefined, ...categories.map((category) => category.id)];
  const row = (item: PersonalizeItem, index: number) => {
    const name = rowName(item.entry);
    const argEvent = item.argEvent;
    return (
      <li key={index} className={line}>
        <FocusableButton
          focusKey={`personalize-${index}`}
          autoFocus={index === 0}
          pressed={item.entry.shown}
          onPress={() => act(item.toggleEvent)}
        >
          <span>{name}</span>
          <span className={tvAccountValue} aria-hidden="true">
            {t(item.entry.shown ? 'tv_personalize_shown' : 'tv_personalize_hidden')}
          </span>
        </FocusableButton>
        {argEvent ? (
          <FocusableButton
            focusKey={`personalize-${index}-category`}
            onPress={() => act(argEvent(following(categoryIds, item.entry.arg)))}
          >
            <span>
              {categories.find((category) => category.id === item.entry.arg)?.name ?? t('personalize_all_categories')}
            </span>
            {/* The name starts with what is shown (WCAG 2.5.3), then says whose category it is. */}
            <span className={visuallyHidden}> · {t('personalize_category', { name })}</span>
          </FocusableButton>
        ) : null}
        {(['up', 'down'] as const).map((direction) => {
          const event = direction === 'up' ? item.upEvent : item.downEvent;
          return event ? (
            <FocusableButton
              key={direction}
              focusKey={`personalize-${index}-${direction}`}
              label={t(direction === 'up' ? 'personalize_up' : 'personalize_down', { name })}
              onPress={() => act(event)}
            >
              <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span>
            </FocusableButton>
          ) : null;
        })}
      </li>
    );
  };
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className={tvSortColumns}>
        <ol aria-label={t('personalize_list')}>{model.items.map(row)}</ol>
        <TvSortActions
          name="personalize"
          busy={model.busy}
          status={statusKey === null ? '' : t(statusKey)}
          error={model.error ? t(errorTextKey(model.error)) : null}
          save={{ label: t('personalize_save'), onPress: () => model.dirty && save() }}
          reset={{ label: t('personalize_defaults'), onPress: () => send(model.defaultsEvent) }}
        />
      </div>
    </FocusContext.Provider>
  );
}
