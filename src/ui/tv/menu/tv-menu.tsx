import { css, cx } from '@linaria/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useRemoteKeys } from '../keys/key-layers';
import { useTvMenu } from './tv-menu-context';
import { useMenuItems, type Appearance, type TvMenuItem } from './use-menu-items';

const scrim = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 50;
  background: rgba(0, 0, 0, 0.55);
`;
const panel = css`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 51;
  width: 560px;
  box-sizing: border-box;
  padding: 32px 40px;
  overflow-y: auto;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 8px 0 32px rgba(0, 0, 0, 0.5);
  font-size: 1.5rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin-bottom: 4px;
  }
  button {
    display: block;
    width: 100%;
    text-align: left;
    font: inherit;
    padding: 10px 24px;
    border: 0;
    border-radius: 12px;
    background: transparent;
    color: var(--color-text);
    outline: none;
  }
  button:focus {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
const brand = css`
  margin: 0 0 8px 24px;
  color: var(--color-accent);
  font-weight: 800;
  font-size: 2rem;
`;
const current = css`
  font-weight: 800;
  border-left: 6px solid var(--color-accent) !important;
`;
const separated = css`
  margin-top: 16px;
`;
const hint = css`
  margin: 0 0 16px 24px;
  font-size: 1.5rem;
  color: var(--color-text-muted);
`;

/**
 * The TV menu panel, open over the screen: Up and Down walk it, Enter opens an entry (or
 * cycles the language and theme), Back and Right close it and give the focus back.
 */
export function TvMenu({ appearance }: { appearance: Appearance }) {
  const { t } = useTranslation();
  const menu = useTvMenu();
  const items = useMenuItems(appearance);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.current),
    ),
  );
  // The entry Enter presses: kept in step with each key at once, whatever React has rendered yet.
  const at = useRef(index);
  const move = (to: number) => {
    at.current = Math.max(0, Math.min(items.length - 1, to));
    setIndex(at.current);
  };

  useLayoutEffect(() => {
    buttons.current[index]?.focus();
  }, [index]);

  const press = (item: TvMenuItem) => {
    // Going where one is would change nothing, and the focus would be left on nothing.
    if (item.here) return menu.close(true);
    if (item.leaves) menu.close(false);
    item.run();
  };

  // A modal panel: it takes every key, so nothing moves under it.
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'up') move(at.current - 1);
    else if (key.action === 'down') move(at.current + 1);
    else if (key.action === 'enter') press(items[at.current]!);
    else if (key.action === 'back' || key.action === 'right') menu.close(true);
    return true;
  });

  return (
    <>
      <div className={scrim} />
      <nav className={panel} aria-label={t('menu_label')}>
        <p className={brand}>{t('app_name')}</p>
        <p className={hint}>{t('tv_menu_hint')}</p>
        <ul>
          {items.map((item, position) => (
            <li key={item.id} className={item.id === 'language' ? separated : undefined}>
              <button
                type="button"
                ref={(element) => void (buttons.current[position] = element)}
                className={cx(item.current && current)}
                aria-current={item.current ? 'page' : undefined}
                tabIndex={position === index ? 0 : -1}
                onFocus={() => move(position)}
                onClick={() => press(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
