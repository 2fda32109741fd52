import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useEffect, type ReactNode } from 'react';
import { useStableCallback } from '../../use-stable-callback';

/** A card as the remote sees it: a real button, large text, a focus ring seen from the sofa. */
const frame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: 14px;
  overflow: hidden;
  text-align: left;
  font: inherit;
  /* The cards' meta line is 0.85em: 24 px and more here. */
  font-size: 1.8rem;
  background: var(--color-surface);
  color: var(--color-text);
  outline: none;
  /* A transform of its own at rest too: the focus changes its scale only, and the browser does
     not make and unmake a paint layer for the card on every key (a repaint of the whole rail). */
  transform: scale(1);
  &:focus {
    outline: 6px solid var(--color-accent);
    outline-offset: 4px;
    transform: scale(1.04);
  }
`;

export interface TvCardProps {
  readonly focusKey: string;
  readonly onPress: () => void;
  readonly onFocused?: () => void;
  /** The card's name when its content does not say it (a channel's logo). */
  readonly label?: string;
  /** Takes the focus when it mounts, and when this turns true (a list screen's remembered card). */
  readonly autoFocus?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** One card of a TV rail; Enter presses it. */
export function TvCard({ focusKey, onPress, onFocused, label, autoFocus, className, children }: TvCardProps) {
  const onEnterPress = useStableCallback(onPress);
  const onFocus = useStableCallback(() => onFocused?.());
  const { ref, focusSelf } = useFocusable<object, HTMLButtonElement>({ focusKey, onEnterPress, onFocus });
  useEffect(() => {
    if (autoFocus) focusSelf();
  }, [autoFocus, focusSelf]);
  return (
    <button
      ref={ref}
      type="button"
      className={cx(frame, className)}
      aria-label={label}
      onClick={onPress}
      data-focus-key={focusKey}
    >
      {children}
    </button>
  );
}
