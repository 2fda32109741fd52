import { createContext, useContext, useRef, type ReactNode } from 'react';

/** The last focused element of each TV screen, so that coming back restores it. */
interface FocusMemory {
  remember(screen: string, focusKey: string): void;
  recall(screen: string): string | undefined;
}

const FocusMemoryContext = createContext<FocusMemory | null>(null);

export function FocusMemoryProvider({ children }: { children: ReactNode }) {
  const keys = useRef(new Map<string, string>());
  const memory = useRef<FocusMemory>({
    remember: (screen, focusKey) => void keys.current.set(screen, focusKey),
    recall: (screen) => keys.current.get(screen),
  });
  return <FocusMemoryContext.Provider value={memory.current}>{children}</FocusMemoryContext.Provider>;
}

export function useFocusMemory(): FocusMemory {
  const memory = useContext(FocusMemoryContext);
  if (memory === null) throw new Error('useFocusMemory needs a FocusMemoryProvider');
  return memory;
}
