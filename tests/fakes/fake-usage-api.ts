import { ApiError } from '../../src/domain/errors';
import type { BackupConfig, Interstitial, Resources, UsageApi } from '../../src/ports/usage.port';

/** A UsageApi that records every call; set `failures[call]` to make that call fail. */
export class FakeUsageApi implements UsageApi {
  readonly calls: string[] = [];
  readonly failures: Partial<Record<keyof UsageApi, ApiError>> = {};

  private async answer<T>(call: keyof UsageApi, line: string, value: T): Promise<T> {
    this.calls.push(line);
    const failure = this.failures[call];
    if (failure) throw failure;
    return value;
  }

  play(showId: string) {
    return this.answer('play', `play ${showId}`, undefined);
  }
  setBookmark(showId: string, seconds: number) {
    return this.answer('setBookmark', `bookmark ${showId} ${seconds}`, undefined);
  }
  backupConfig() {
    return this.answer<BackupConfig | null>('backupConfig', 'backupConfig', null);
  }
  saveBackupConfig(_config: BackupConfig) {
    return this.answer('saveBackupConfig', 'saveBackupConfig', undefined);
  }
  event(name: string, data: Readonly<Record<string, unknown>>) {
    return this.answer('event', `event ${name} ${JSON.stringify(data)}`, undefined);
  }
  contact(email: string, message: string) {
    return this.answer('contact', `contact ${email} ${message}`, undefined);
  }
  ping() {
    return this.answer('ping', 'ping', undefined);
  }
  interstitial() {
    return this.answer<Interstitial | null>('interstitial', 'interstitial', null);
  }
  resources() {
    return this.answer<Resources>('resources', 'resources', { texts: {}, flags: {} });
  }
}
