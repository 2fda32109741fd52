import { createContext, useContext, useRef, type ReactNode } from 'react';

/** The last focused element of each TV screen, so that coming back restores it. */
interface FocusMemory {
  remember(screen: string, focusKey: string): void;
  recall(screen: string): string | undefined;
  /**
   * Before the app gives its page to another document that the TV's Back returns from (the
   * provider's pages): the app that starts again on Back recalls the same focus.
   */
  keepThroughPageLoad(): void;
}

/** Where the memory waits during another document, in this tab's session only. */
export const KEPT_FOCUS_STORAGE_KEY = 'zapline-tv-focus';

/** What was kept before the last page load (taken once), or nothing. */
function takeKept(): [string, string][] {
  try {
    const kept = window.sessionStorage.getItem(KEPT_FOCUS_STORAGE_KEY);
    window.sessionStorage.removeItem(KEPT_FOCUS_STORAGE_KEY);
    const entries: unknown = kept === null ? [] : JSON.parse(kept);
    return Array.isArray(entries)
      ? entries.filter(
          (entry: unknown): entry is [string, string] =>
            Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}

function createFocusMemory(): FocusMemory {
  const keys = new Map<string, string>(typeof window === 'undefined' ? [] : takeKept());
  return {
    remember: (screen, focusKey) => void keys.set(screen, focusKey),
    recall: (screen) => keys.get(screen),
    keepThroughPageLoad: () => {
      try {
        window.sessionStorage.setItem(KEPT_FOCUS_STORAGE_KEY, JSON.stringify([...keys]));
      } catch {
        // No storage (a private mode): the screen starts on its first element, as on a fresh start.
      }
    },
  };
}

const FocusMemoryContext = createContext<FocusMemory | null>(null);

export function FocusMemoryProvider({ children }: { children: ReactNode }) {
  const memory = useRef<FocusMemory>(null);
  memory.current ??= createFocusMemory();
  return <FocusMemoryContext.Provider value={memory.current}>{children}</FocusMemoryContext.Provider>;
}

export function useFocusMemory(): FocusMemory {
  const memory = useContext(FocusMemoryContext);
  if (memory === null) throw new Error('useFocusMemory needs a FocusMemoryProvider');
  return memory;
}
