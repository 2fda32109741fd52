import type { ApiError } from '../../src/domain/errors';
import type { GuideApi } from '../../src/ports/guide.port';

/** The lineup calls of a guide provider, recorded; `refusal` refuses them. */
export class FakeLineupApi implements Pick<GuideApi, 'saveLineup' | 'resetLineup'> {
  readonly calls: string[] = [];
  refusal: ApiError | null = null;

  async saveLineup(channelIds: readonly string[]): Promise<void> {
    this.calls.push(`saveLineup ${channelIds.join(',')}`);
    if (this.refusal) throw this.refusal;
  }

  async resetLineup(): Promise<void> {
    this.calls.push('resetLineup');
    if (this.refusal) throw this.refusal;
  }
}
