import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { HomePersonalizeEvent } from '../../../../application/home/home-personalize.machine';
import type { HomePersonalizeModel, PersonalizeItem } from '../../../../application/home/home-personalize.model';
import type { Category } from '../../../../domain/shows/category';
import type { Profile } from '../../../../domain/session/profile';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useHomePersonalize } from '../../../shared/hooks/use-home-personalize';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { alertText, formButtonRow, formSecondaryButton, webForm } from '../../../shared/theme/form';
import { squareControl } from '../../styles/controls';
import { DevicePreferences } from './device-preferences';
import { DeviceReminders } from './device-reminders';

const list = css`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  max-width: 720px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    padding: 8px 12px;
    margin: 0 0 6px;
    border-radius: 8px;
    background: var(--color-surface-raised);
  }
  label {
    flex: 1;
    font-weight: 600;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin-right: 8px;
    accent-color: var(--color-accent);
  }
  button,
  select {
    ${squareControl}
  }
  select {
    background: var(--color-surface);
    padding: 0 8px;
  }
  button:disabled {
    opacity: 0.4;
  }
`;

/**
 * /homepersonalize: show, hide and order the home rows, choose the replay category, save or restore the defaults;
 * then this device's local preferences (the web's settings entry has no /settings, a TV-only route).
 */
export function HomePersonalizeScreen() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <section aria-labelledby="personalize-heading">
      <h1 id="personalize-heading">{t('homepersonalize_title')}</h1>
      <p>{t('personalize_intro')}</p>
      {session ? <Personalize profile={session.profile} /> : null}
      <DevicePreferences />
      <DeviceReminders />
    </section>
  );
}

function Personalize({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { model, loadError, categories, send, save, statusKey, rowName } = useHomePersonalize(profile);
  if (model === null)
    return loadError ? <p role="alert">{errorText(t, loadError)}</p> : <p aria-busy="true">{t('loading')}</p>;
  const status = statusKey === null ? '' : t(statusKey);
  return (
    <>
      <div className={`${webForm} ${formButtonRow}`}>
        <button type="button" disabled={model.busy || !model.dirty} onClick={save}>
          {t('personalize_save')}
        </button>
        <button
          type="button"
          className={formSecondaryButton}
          disabled={model.busy}
          onClick={() => send(model.defaultsEvent)}
        >
          {t('personalize_defaults')}
        </button>
      </div>
      {model.error ? (
        <p role="alert" className={alertText}>
          {t(errorTextKey(model.error))}
        </p>
      ) : null}
      <p role="status" aria-busy={model.busy}>
        {status}
      </p>
      <FeedList model={model} categories={categories} send={send} rowName={rowName} />
    </>
  );
}

/** The rows; a moved row keeps the focus on its button at its new place (or its other button at an end). */
function FeedList({
  model,
  categories,
  send,
  rowName,
}: {
  model: HomePersonalizeModel;
  categories: readonly Category[];
  send: (event: HomePersonalizeEvent) => void;
  rowName: (entry: PersonalizeItem['entry']) => string;
}) {
  const [focus, setFocus] = useState<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (focus === null) return;
    const item = model.items[focus.index];
    const stillThere = focus.direction === 'up' ? item?.upEvent : item?.downEvent;
    document
      .getElementById(
        `personalize-${focus.index}-${stillThere ? focus.direction : focus.direction === 'up' ? 'down' : 'up'}`,
      )
      ?.focus();
    setFocus(null);
  }, [focus, model.items]);
  const move = (event: HomePersonalizeEvent) => {
    send(event);
    if (event.type === 'personalize.move')
      setFocus({ index: event.to, direction: event.to < event.from ? 'up' : 'down' });
  };
  return (
    <ol className={list} aria-label={useTranslation().t('personalize_list')}>
      {model.items.map((item, index) => (
        <FeedRow
          key={index}
          item={item}
          index={index}
          busy={model.busy}
          categories={categories}
          name={rowName(item.entry)}
          send={send}
          move={move}
        />
      ))}
    </ol>
  );
}

function FeedRow({
  item,
  index,
  busy,
  categories,
  name,
  send,
  move,
}: {
  item: PersonalizeItem;
  index: number;
  busy: boolean;
  categories: readonly Category[];
  name: string;
  send: (event: HomePersonalizeEvent) => void;
  move: (event: HomePersonalizeEvent) => void;
}) {
  const { t } = useTranslation();
  const { entry } = item;
  const id = `personalize-${index}`;
  return (
    <li>
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={entry.shown} disabled={busy} onChange={() => send(item.toggleEvent)} />
        {name}
      </label>
      {item.argEvent ? (
        <select
          aria-label={t('personalize_category', { name })}
          value={entry.arg ?? ''}
          disabled={busy}
          onChange={(event) =>
            item.argEvent && send(item.argEvent(event.target.value === '' ? undefined : Number(event.target.value)))
          }
        >
          <option value="">{t('personalize_all_categories')}</option>
          {categories.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      ) : null}
      <button
        type="button"
        id={`${id}-up`}
        aria-label={t('personalize_up', { name })}
        disabled={busy || item.upEvent === null}
        onClick={() => item.upEvent && move(item.upEvent)}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <button
        type="button"
        id={`${id}-down`}
        aria-label={t('personalize_down', { name })}
        disabled={busy || item.downEvent === null}
        onClick={() => item.downEvent && move(item.downEvent)}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </li>
  );
}
