import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { useStableCallback } from './use-stable-callback';

/** Focus on TV is the browser's real focus, drawn large enough to see from a sofa. */
const focusRing = css`
  outline: none;
  &:focus {
    outline: 4px solid var(--color-accent);
    outline-offset: 4px;
    transform: scale(1.02);
  }
`;

interface FocusableButtonProps {
  focusKey: string;
  onPress: () => void;
  onFocused?: () => void;
  autoFocus?: boolean;
  className?: string;
  label?: string;
  /** The chosen one of a set (a tab, a season): said as current. */
  current?: boolean;
  /** An on/off button (a setting): said as pressed or not. */
  pressed?: boolean;
  children: ReactNode;
}

/** A real button the remote reaches with the arrows and presses with Enter. */
export function FocusableButton({
  focusKey,
  onPress,
  onFocused,
  autoFocus,
  className,
  label,
  current,
  pressed,
  children,
}: FocusableButtonProps) {
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
      className={cx(focusRing, className)}
      aria-label={label}
      aria-current={current || undefined}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** A text field the remote reaches with the arrows; typing goes to it as usual. */
export function FocusableInput({
  focusKey,
  autoFocus,
  onEnter,
  className,
  ...input
}: { focusKey: string; autoFocus?: boolean; onEnter?: () => void } & InputHTMLAttributes<HTMLInputElement>) {
  const onEnterPress = useStableCallback(() => onEnter?.());
  const { ref, focusSelf } = useFocusable<object, HTMLInputElement>({ focusKey, onEnterPress });
  useEffect(() => {
    if (autoFocus) focusSelf();
  }, [autoFocus, focusSelf]);
  return <input ref={ref} className={cx(focusRing, className)} {...input} />;
}
