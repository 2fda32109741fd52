import { PERMISSIONS, type Permission, type Profile } from '../../domain/session/profile';

/** The demo accounts of the README; every one signs in with this password. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  readonly username: string;
  readonly status: string;
  readonly countryLocked: boolean;
  readonly permissions: readonly Permission[];
  /** PIN and age level the account starts with (null: no PIN yet). */
  readonly parentalPin: string | null;
  readonly parentalLevel: number;
}

const BASIC: readonly Permission[] = PERMISSIONS.filter(
  (p) => !['archives', 'recordings', 'mysports', 'suggestions', 'lineup'].includes(p),
);

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo@example.com',
    status: 'active',
    countryLocked: false,
    permissions: PERMISSIONS,
    parentalPin: '1234',
    parentalLevel: 16,
  },
  {
    username: 'former@example.com',
    status: 'former_customer',
    countryLocked: false,
    permissions: ['vod_mobile'],
    parentalPin: null,
    parentalLevel: 16,
  },
  {
    username: 'basic@example.com',
    status: 'active',
    countryLocked: false,
    permissions: BASIC,
    parentalPin: null,
    parentalLevel: 16,
  },
  {
    username: 'abroad@example.com',
    status: 'active',
    countryLocked: true,
    permissions: PERMISSIONS,
    parentalPin: null,
    parentalLevel: 16,
  },
];

export function findAccount(username: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.username === username.trim().toLowerCase());
}

/** The domain profile of an account, with its current parental PIN and level. */
export function profileOf(
  account: DemoAccount,
  parental: { readonly pin: string | null; readonly level: number },
): Profile {
  return {
    username: account.username,
    status: account.status,
    countryLocked: account.countryLocked,
    permissions: new Set(account.permissions),
    parentalControlLevel: parental.level,
    parentalPinSet: parental.pin !== null,
    personalizeChannelUsage: false,
  };
}
