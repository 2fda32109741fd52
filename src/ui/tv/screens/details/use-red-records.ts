import type { ShowActionItem } from '../../../../application/shows/show-actions.model';
import type { useShowActions } from '../../../shared/hooks/use-show-actions';
import { useRemoteKeys, type KeyLayer } from '../../keys/key-layers';

type ShowActions = ReturnType<typeof useShowActions>;

/**
 * Red records (issue 12: "red = record"), by the show-actions model's rules: only when the
 * model offers the record command; a busy one takes the key and does nothing. The overlay and
 * the home's focused card both use it; gives the record action when offered, and says when red
 * was pressed to record.
 */
export function useRedRecords(
  model: ShowActions,
  layer: KeyLayer,
  { active = true, onRecord }: { active?: boolean; onRecord?: () => void } = {},
): ShowActionItem | undefined {
  const record = model.items.find((item) => item.action === 'record');
  useRemoteKeys(
    layer,
    (key) => {
      if (key.action !== 'red' || record?.kind !== 'command') return false;
      if (!record.disabled) {
        model.send(record.event);
        onRecord?.();
      }
      return true;
    },
    active,
  );
  return record;
}
