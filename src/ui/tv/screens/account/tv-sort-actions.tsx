import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { FocusableButton } from '../../focusable';
import { tvAccountAlert, tvAccountPrimary } from './tv-account-styles';

/** A list the remote sorts on the left, its actions beside it (Right from any line), kept in view while the list scrolls. */
export const tvSortColumns = css`
  display: grid;
  grid-template-columns: 1100px 560px;
  grid-column-gap: 64px;
  align-items: start;
`;
const actions = css`
  position: sticky;
  top: 48px;
  display: grid;
  grid-row-gap: 16px;
  p {
    margin: 0;
  }
`;

interface Action {
  readonly label: string;
  readonly onPress: () => void;
}

/** Save and reset of a sorted list, with what its state says (unsaved, saved) and the save's error; Right from the list lands on Save. */
export function TvSortActions({
  name,
  busy,
  status,
  error,
  save,
  reset,
}: {
  name: string;
  busy: boolean;
  status: string;
  error: string | null;
  save: Action;
  reset: Action;
}) {
  const { ref, focusKey } = useFocusable({
    focusKey: `${name}-actions`,
    trackChildren: true,
    preferredChildFocusKey: `${name}-save`,
  });
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className={actions}>
        <FocusableButton focusKey={`${name}-save`} className={tvAccountPrimary} onPress={() => busy || save.onPress()}>
          {save.label}
        </FocusableButton>
        <FocusableButton focusKey={`${name}-reset`} onPress={() => busy || reset.onPress()}>
          {reset.label}
        </FocusableButton>
        {error ? (
          <p role="alert" className={tvAccountAlert}>
            {error}
          </p>
        ) : null}
        <p role="status" aria-busy={busy}>
          {status}
        </p>
      </div>
    </FocusContext.Provider>
  );
}
