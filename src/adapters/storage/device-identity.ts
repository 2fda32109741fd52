import type { DeviceIdentity } from '../../ports/session.port';

export const DEVICE_ID_KEY = 'device-id';

/** This TV device's identity for the provider: an id made once and kept, and a readable alias. */
export function storedDeviceIdentity(storage: Storage, makeId: () => string, alias: string): DeviceIdentity {
  const known = storage.getItem(DEVICE_ID_KEY);
  const id = known ?? makeId();
  if (known === null) storage.setItem(DEVICE_ID_KEY, id);
  return { id, alias };
}
