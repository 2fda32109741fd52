import { useRemoteKeys, type KeyLayer } from './keys/key-layers';

/** Calls `onBack` when the remote's Back is pressed while this component is shown. */
export function useBackKey(onBack: () => void, layer: KeyLayer = 'screen'): void {
  useRemoteKeys(layer, (key) => {
    if (key.action !== 'back') return false;
    onBack();
    return true;
  });
}
