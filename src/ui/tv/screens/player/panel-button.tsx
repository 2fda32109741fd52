import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, type ReactNode } from 'react';
import { useStableCallback } from '../../use-stable-callback';

/** A button of the player's panels the remote reaches with the arrows; `pressed` marks a chosen track. */
export function PanelButton({
  focusKey,
  onPress,
  pressed,
  autoFocus,
  disabled,
  children,
}: {
  focusKey: string;
  onPress: () => void;
  pressed?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const onEnterPress = useStableCallback(() => !disabled && onPress());
  const { ref, focusSelf } = useFocusable<object, HTMLButtonElement>({ focusKey, onEnterPress, focusable: !disabled });
  useEffect(() => {
    if (autoFocus) focusSelf();
  }, [autoFocus, focusSelf]);
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onPress()}
    >
      {children}
    </button>
  );
}
