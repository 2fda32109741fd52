import type { ApiError } from '../../src/domain/errors';
import type { BackupConfig, UsageApi } from '../../src/ports/usage.port';

/** A provider's backup config kept in memory (null: never saved, the 404 of spec point 8); `refusal` refuses saves. */
export class FakeBackupConfigApi implements Pick<UsageApi, 'backupConfig' | 'saveBackupConfig'> {
  constructor(public stored: BackupConfig | null = null) {}
  refusal: ApiError | null = null;

  async backupConfig(): Promise<BackupConfig | null> {
    return this.stored;
  }

  async saveBackupConfig(config: BackupConfig): Promise<void> {
    if (this.refusal) throw this.refusal;
    this.stored = config;
  }
}
