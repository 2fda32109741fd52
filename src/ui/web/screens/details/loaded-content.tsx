import type { ReactNode } from 'react';
import type { Loaded } from '../../../../application/loaded';
import { OverlayStatus } from './overlay-parts';

/** The loaded content of an overlay through `children`, or its loading or failure. */
export function LoadedContent<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.status === 'success') return children(loaded.data);
  return <OverlayStatus status={loaded.status} error={loaded.status === 'failure' ? loaded.error : undefined} />;
}
