/**
 * A service whose code loads on first use, not with the page: the composition root binds it in
 * place of the service (src/composition/container.ts), and `useService` suspends the component
 * that asks for it until it is there (src/ui/shared/services.tsx). Every caller gets one promise.
 */
export class LoadedLater<T> {
  readonly #load: () => Promise<T>;
  #loading: Promise<T> | undefined;
  #loaded: T | undefined;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  load(): Promise<T> {
    return (this.#loading ??= this.#load().then((service) => (this.#loaded = service)));
  }

  /** The service once its code has loaded: a caller can take it without waiting for a promise. */
  get loaded(): T | undefined {
    return this.#loaded;
  }
}

/** What the composition root binds a service with when its code is to load later. */
export type LoadLater = <T>(load: () => Promise<T>) => LoadedLater<T>;
