/** The lodash-es modules that lodash-subset.ts keeps (the package ships no types). */
declare module 'lodash-es/debounce.js' {
  const debounce: <F extends (...args: never[]) => unknown>(
    run: F,
    wait?: number,
    options?: { leading?: boolean; trailing?: boolean; maxWait?: number },
  ) => F & { cancel(): void; flush(): void };
  export default debounce;
}

declare module 'lodash-es/throttle.js' {
  const throttle: <F extends (...args: never[]) => unknown>(
    run: F,
    wait?: number,
    options?: { leading?: boolean; trailing?: boolean },
  ) => F & { cancel(): void; flush(): void };
  export default throttle;
}

declare module 'lodash-es/noop.js' {
  const noop: () => undefined;
  export default noop;
}

declare module 'lodash-es/uniqueId.js' {
  const uniqueId: (prefix?: string) => string;
  export default uniqueId;
}
