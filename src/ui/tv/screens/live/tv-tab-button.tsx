import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useEffect, type ReactNode } from 'react';

const tab = css`
  font: inherit;
  font-size: 1.5rem;
  padding: 12px 28px;
  margin-right: 20px;
  border: 0;
  border-radius: 999px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  outline: none;
  &[aria-current='page'],
  &[aria-pressed='true'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
  }
  &:focus {
    outline: 4px solid var(--color-text);
    outline-offset: 4px;
  }
`;

/** A tab of a TV screen: a button the remote reaches, marked as the current page while its tab shows. */
export function TvTabButton({
  focusKey,
  current,
  currentAs = 'page',
  autoFocus,
  onPress,
  onFocused,
  children,
}: {
  focusKey: string;
  current: boolean;
  /** How `current` is said: the page a tab shows, or a pressed choice (an order). */
  currentAs?: 'page' | 'pressed';
  autoFocus: boolean;
  onPress: () => void;
  onFocused?: () => void;
  children: ReactNode;
}) {
  const { ref, focusSelf } = useFocusable<object, HTMLButtonElement>({
    focusKey,
    onEnterPress: onPress,
    onFocus: () => onFocused?.(),
  });
  useEffect(() => {
    if (autoFocus) focusSelf();
  }, [autoFocus, focusSelf]);
  return (
    <button
      ref={ref}
      type="button"
      className={cx(tab)}
      aria-current={currentAs === 'page' && current ? 'page' : undefined}
      aria-pressed={currentAs === 'pressed' ? current : undefined}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
