import { useSyncExternalStore } from 'react';

/**
 * What is typed in the search field and not yet in the address. The field writes the address
 * once typing pauses (search-field.tsx); meanwhile the search screen shows the results of what is
 * typed, read here, without a navigation per key. Kept for the history entry it was typed over
 * (the router location's key): any other entry (Back, a link, a new page) reads its address.
 */
export interface TypedQuery {
  readonly query: string;
  /** The key of the router location it was typed over. */
  readonly key: string;
}

let typed: TypedQuery | null = null;
const listeners = new Set<() => void>();

export function setTypedQuery(next: TypedQuery | null): void {
  if (next === typed || (next !== null && typed !== null && next.query === typed.query && next.key === typed.key))
    return;
  typed = next;
  for (const listener of listeners) listener();
}

/** What is typed over the location of `key` and not yet in the address, if anything. */
export function typedQueryAt(key: string): string | null {
  return typed !== null && typed.key === key ? typed.query : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => typed;

/** `typedQueryAt(key)`, drawn again when the typing changes it. */
export function useTypedQuery(key: string): string | null {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current !== null && current.key === key ? current.query : null;
}
