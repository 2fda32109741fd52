import type { BackupConfig } from '../../../ports/usage.port';

/** A code of the device code flow, shared by the TV tab (polling) and the web tab (verifying). */
export interface DeviceCodeRecord {
  readonly userCode: string;
  readonly deviceCode: string;
  readonly expiresAt: number;
  /** Username that granted the code, once granted. */
  grantedTo: string | null;
  refused: boolean;
}

/** Everything one account changes (plain provider-side records, JSON-safe). */
export interface AccountState {
  recordings: string[];
  archives: string[];
  /** Series recorded as a whole: serie id to retention (episodes kept, 0 = all). */
  serials: Record<string, number>;
  /** Show id to position in seconds. */
  bookmarks: Record<string, number>;
  seen: string[];
  backupConfig: BackupConfig | null;
  parental: { pin: string | null; level: number };
  /** Channel ids in the user's order, or null for the default order. */
  lineup: string[] | null;
  feedback: { email: string; message: string; at: number }[];
  events: { name: string; data: unknown; at: number }[];
  plays: { showId: string; at: number }[];
  vod: {
    /** Product id to licence. */
    licences: Record<string, { validity: string; until: number }>;
    purchased: string[];
    /** VOD show id to position in seconds. */
    bookmarks: Record<string, number>;
  };
}

/** The demo provider's whole mutable state; the catalogue is regenerated from the seed. */
export interface DemoState {
  version: number;
  /** Session token to username. */
  sessions: Record<string, string>;
  /** A forked session token (auth/fork/) to the service it was forked for (absent in older states). */
  forks?: Record<string, string>;
  accounts: Record<string, AccountState>;
  /** Device code to record. */
  deviceCodes: Record<string, DeviceCodeRecord>;
}

export const STATE_VERSION = 2;

export function emptyState(): DemoState {
  return { version: STATE_VERSION, sessions: {}, accounts: {}, deviceCodes: {} };
}

/** Where the demo keeps its state (localStorage in browsers, memory in tests and the node server). */
export interface DemoStore {
  load(): DemoState | null;
  save(state: DemoState): void;
}

export function memoryDemoStore(): DemoStore {
  let saved: DemoState | null = null;
  return { load: () => saved, save: (state) => void (saved = state) };
}
