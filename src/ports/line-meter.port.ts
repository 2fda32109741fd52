/** Why a measurement failed: the provider cannot be reached, or it answered with an error. */
export type LineFailure = 'unreachable' | 'provider-error';

/** A failed measurement, with its reason. */
export class LineMeterError extends Error {
  constructor(
    readonly reason: LineFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LineMeterError';
  }
}

/** One download from the provider's stream servers. */
export interface DownloadSample {
  readonly bytes: number;
  readonly ms: number;
}

/** Times requests to the provider (the TV's performance test); both reject with a `LineMeterError`. */
export interface LineMeter {
  /** One small request to the provider's API; resolves with its round trip in milliseconds. */
  roundTrip(signal: AbortSignal): Promise<number>;
  /** Downloads the `index`-th stream segment (the meter goes round its list) and tells its size and time. */
  download(index: number, signal: AbortSignal): Promise<DownloadSample>;
}

export const LINE_METER = Symbol('LineMeter');
