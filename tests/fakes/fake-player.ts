import type { PlayerFailure } from '../../src/domain/playback/player-failure';
import type { StreamRights } from '../../src/ports/guide.port';
import type {
  AudioTrack,
  LoadOptions,
  PlayerPort,
  Playhead,
  StreamStats,
  TextTrack,
} from '../../src/ports/player.port';

/** A PlayerPort that records what it was asked; `loadError` makes loads fail; `audio` and `text` are the stream's tracks. */
export class FakePlayer implements PlayerPort {
  readonly calls: string[] = [];
  readonly loads: { rights: StreamRights; options?: LoadOptions }[] = [];
  loadError: Error | null = null;
  volume = 1;
  head: Playhead | null = null;
  audio: AudioTrack[] = [];
  text: TextTrack[] = [];

  async attach(): Promise<void> {
    this.calls.push('attach');
  }
  async load(rights: StreamRights, options?: LoadOptions): Promise<void> {
    this.calls.push(`load ${rights.url}`);
    this.loads.push({ rights, options });
    if (this.loadError) throw this.loadError;
  }
  preload(rights: StreamRights): void {
    this.calls.push(`preload ${rights.url}`);
  }
  async stop(): Promise<void> {
    this.calls.push('stop');
  }
  async destroy(): Promise<void> {
    this.calls.push('destroy');
  }
  async play(): Promise<void> {
    this.calls.push('play');
  }
  pause(): void {
    this.calls.push('pause');
  }
  seek(position: number): void {
    this.calls.push(`seek ${position}`);
  }
  setVolume(volume: number): void {
    this.calls.push(`volume ${volume}`);
    this.volume = volume;
  }
  playhead(): Playhead | null {
    return this.head;
  }
  audioTracks(): AudioTrack[] {
    return this.audio;
  }
  selectAudio(language: string, audioDescription = false): void {
    this.calls.push(`audio ${language}${audioDescription ? ' ad' : ''}`);
  }
  textTracks(): TextTrack[] {
    return this.text;
  }
  selectText(id: number | null): void {
    this.calls.push(`text ${id}`);
  }
  private readonly failureListeners = new Set<(failure: PlayerFailure) => void>();
  onFailure(listener: (failure: PlayerFailure) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }
  /** The stream fails for good, as shaka's critical `error` event would say. */
  fail(failure: PlayerFailure): void {
    this.failureListeners.forEach((listener) => listener(failure));
  }
  /** What `stats()` answers: the playing stream's figures. */
  streamStats: StreamStats | null = null;
  stats(): StreamStats | null {
    return this.streamStats;
  }
  private readonly firstFrameListeners = new Set<() => void>();
  onFirstFrame(listener: () => void): () => void {
    this.firstFrameListeners.add(listener);
    return () => this.firstFrameListeners.delete(listener);
  }
  /** The loaded stream shows its first frame, as the element's `playing` would say. */
  showFirstFrame(): void {
    this.firstFrameListeners.forEach((listener) => listener());
  }
  /** How many listen for failures now. */
  get failureListenerCount(): number {
    return this.failureListeners.size;
  }
}
