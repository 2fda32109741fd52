import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { navigateNow, type ArrowDirection } from '../spatial/navigate-now';
import { remoteKeyOf, TIZEN_KEYS, type RemoteKey } from './key-map';

/**
 * Who hears a key first: a dialog, then the player, then an overlay, then the screen; last the
 * TV frame's shell (src/ui/tv/menu), which hears only what every screen left unused.
 */
export type KeyLayer = 'dialog' | 'player' | 'overlay' | 'screen' | 'shell';
const LAYER_ORDER: readonly KeyLayer[] = ['dialog', 'player', 'overlay', 'screen', 'shell'];

/**
 * A handler says whether it used the key; an unused key goes on to the next handler. The key's
 * event is there for the few handlers that must tell keys of one action apart (the TV keyboard's
 * Backspace deletes where the remote's Back goes back).
 */
export type KeyHandler = (key: RemoteKey, event: KeyboardEvent) => boolean;

const ARROWS: ReadonlySet<string> = new Set<ArrowDirection>(['up', 'down', 'left', 'right']);

interface Registry {
  add(layer: KeyLayer, handler: { current: KeyHandler }): () => void;
}

const KeyLayersContext = createContext<Registry | null>(null);

interface TizenWindow {
  tizen?: { tvinputdevice?: { registerKeyBatch?: (keys: string[]) => void } };
}

/** Tizen gives the page its colour, channel, media and digit keys only once they are registered. */
function registerTizenKeys(): void {
  try {
    (window as unknown as TizenWindow).tizen?.tvinputdevice?.registerKeyBatch?.([...TIZEN_KEYS]);
  } catch {
    // Not a Tizen TV, or the app lacks the privilege: the keys that do arrive still work.
  }
}

function inTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(target.type))
  );
}

/**
 * A prerendered page is inert until the app has taken it over (composition/start.tsx): a key
 * pressed meanwhile is nobody's, as a click is (Chromium 68 knows no `inert`, so the attribute is read).
 */
const beforeStart = () => document.getElementById('root')?.hasAttribute('inert') === true;

/**
 * Listens once for the whole TV layout, before the focus library (capture phase), and gives
 * each key to the topmost layer first; within a layer the latest mounted handler goes first.
 * A used key stops there, so the focus library never moves focus under an open dialog. An arrow
 * that no layer used moves the focus synchronously (../spatial/navigate-now.ts).
 */
export function KeyLayersProvider({ children }: { children: ReactNode }) {
  const layers = useRef(new Map<KeyLayer, { current: KeyHandler }[]>(LAYER_ORDER.map((layer) => [layer, []])));
  const registry = useRef<Registry>({
    add(layer, handler) {
      const handlers = layers.current.get(layer)!;
      handlers.unshift(handler);
      return () => void handlers.splice(handlers.indexOf(handler), 1);
    },
  });
  useEffect(() => {
    registerTizenKeys();
    const listen = (event: KeyboardEvent) => {
      if (beforeStart()) {
        event.stopPropagation();
        return;
      }
      const key = remoteKeyOf({ key: event.key, keyCode: event.keyCode, inTextField: inTextField(event.target) });
      if (key === null) return;
      for (const layer of LAYER_ORDER) {
        for (const handler of [...layers.current.get(layer)!]) {
          if (!handler.current(key, event)) continue;
          event.preventDefault();
          event.stopPropagation();
          return;
        }
      }
      // An arrow no layer used moves the focus now, inside this key's task (the focus library's
      // own handler would move it a few promise turns later, after what the key set off).
      if (ARROWS.has(key.action) && navigateNow(key.action as ArrowDirection)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', listen, true);
    return () => window.removeEventListener('keydown', listen, true);
  }, []);
  return <KeyLayersContext.Provider value={registry.current}>{children}</KeyLayersContext.Provider>;
}

/** Hears the remote's keys in a layer while mounted (and `active`); the handler may change freely. */
export function useRemoteKeys(layer: KeyLayer, handler: KeyHandler, active = true): void {
  const registry = useContext(KeyLayersContext);
  if (registry === null) throw new Error('useRemoteKeys needs a KeyLayersProvider');
  const current = useRef(handler);
  // Updated as soon as the render is committed, not after paint: the next key (a new task) sees this render's handler.
  useLayoutEffect(() => {
    current.current = handler;
  });
  // Registered in the commit that draws its layer, not after paint: a key pressed as soon as a
  // dialog shows (a new task, which may come before the passive effects) is the dialog's.
  useLayoutEffect(() => (active ? registry.add(layer, current) : undefined), [registry, layer, active]);
}
