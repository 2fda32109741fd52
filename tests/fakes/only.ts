/**
 * A port fake with only the members a test needs: calling any other member fails loudly,
 * so a test never passes by accident through a call it did not expect.
 */
export function only<T extends object>(members: Partial<T>): T {
  return new Proxy(members, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof target];
      if (key === 'then') return undefined;
      return () => {
        throw new Error(`unexpected call: ${String(key)}`);
      };
    },
  }) as T;
}
