import { findAccount, type DemoAccount } from '../accounts';
import type { Catalogue } from '../catalogue/catalogue';
import type { Permission } from '../../../domain/session/profile';
import { DemoFault, fault } from './fault';
import { sampleRecords, SAMPLE_ACCOUNT } from './sample-data';
import { emptyState, STATE_VERSION, type AccountState, type DemoState, type DemoStore } from './state';

function newAccountState(account: DemoAccount): AccountState {
  return {
    recordings: [],
    archives: [],
    serials: {},
    bookmarks: {},
    seen: [],
    backupConfig: null,
    parental: { pin: account.parentalPin, level: account.parentalLevel },
    lineup: null,
    feedback: [],
    events: [],
    plays: [],
    vod: { licences: {}, purchased: [], bookmarks: {} },
  };
}

/**
 * What every backend module shares: the catalogue, the injected clock and the state. The
 * state is read from the store on every call so that tabs sharing one localStorage agree.
 */
export class BackendContext {
  constructor(
    readonly catalogue: Catalogue,
    private readonly store: DemoStore,
    readonly now: () => number,
    readonly newToken: () => string,
    /** Seed the demo account with sample recordings, bookmarks and a rental on first use. */
    private readonly sampleData = false,
  ) {}

  read(): DemoState {
    const state = this.store.load();
    return state !== null && state.version === STATE_VERSION ? state : emptyState();
  }

  update<T>(change: (state: DemoState) => T): T {
    const state = this.read();
    const result = change(state);
    this.store.save(state);
    return result;
  }

  /** The signed-in username, or null for a visitor (calls open to visitors). */
  optionalUser(user: () => string): string | null {
    try {
      return user();
    } catch (error) {
      if (error instanceof DemoFault && error.kind === 'session-expired') return null;
      throw error;
    }
  }

  /** The static definition of a signed-in username. */
  account(username: string): DemoAccount {
    return findAccount(username) ?? fault('session-expired');
  }

  /** The account's records inside `state`, created on first use. */
  records(state: DemoState, username: string): AccountState {
    if (state.accounts[username] === undefined) {
      const records = newAccountState(this.account(username));
      if (this.sampleData && username === SAMPLE_ACCOUNT) sampleRecords(this.catalogue, this.now(), records);
      state.accounts[username] = records;
    }
    return state.accounts[username];
  }

  /** Reads an account's records without saving. */
  view(username: string): AccountState {
    return this.records(this.read(), username);
  }

  /** Refuses with 403 when the account lacks a permission. */
  require(username: string, permission: Permission): void {
    if (!this.account(username).permissions.includes(permission)) fault('not-entitled', `permission ${permission}`);
  }
}
