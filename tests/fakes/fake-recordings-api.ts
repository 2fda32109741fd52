import type { ApiError } from '../../src/domain/errors';
import type { Quotas, RecordingsApi, SerieRemoval } from '../../src/ports/recordings.port';

/** A RecordingsApi that records every call; set `failures[call]` to make that call fail. */
export class FakeRecordingsApi implements RecordingsApi {
  readonly calls: string[] = [];
  readonly failures: Partial<Record<keyof RecordingsApi, ApiError>> = {};
  quotaAnswer: Quotas = {
    recordings: { maxSeconds: 360_000, usageSeconds: 0 },
    archives: { maxSeconds: 36_000, usageSeconds: 0 },
  };

  private async answer<T>(call: keyof RecordingsApi, line: string, value: T): Promise<T> {
    this.calls.push(line);
    const failure = this.failures[call];
    if (failure) throw failure;
    return value;
  }

  record(showId: string) {
    return this.answer('record', `record ${showId}`, undefined);
  }
  archive(showId: string) {
    return this.answer('archive', `archive ${showId}`, undefined);
  }
  remove(showId: string) {
    return this.answer('remove', `remove ${showId}`, undefined);
  }
  recordSerie(serieId: string, retention: number) {
    return this.answer('recordSerie', `recordSerie ${serieId} ${retention}`, undefined);
  }
  removeSerie(serieId: string, part: SerieRemoval) {
    return this.answer('removeSerie', `removeSerie ${serieId} ${part}`, undefined);
  }
  quotas() {
    return this.answer('quotas', 'quotas', this.quotaAnswer);
  }
  downloadUri(showId: string) {
    return this.answer('downloadUri', `downloadUri ${showId}`, `https://download/${showId}`);
  }
}
