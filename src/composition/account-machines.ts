import type { Container } from 'inversify';
import {
  HOME_PERSONALIZE_MACHINE, LINEUP_MACHINE, PARENTAL_PIN_MACHINE, provideHomePersonalize, provideLineup, provideParentalPin,
} from '../application/account-machines';
import { USAGE_API, type UsageApi } from '../ports/usage.port';
import { GUIDE_API, type GuideApi } from '../ports/guide.port';
import { provideVodPurchase, VOD_PURCHASE_MACHINE } from '../application/vod-purchase.machine';
import { SESSION_API, type SessionApi } from '../ports/session.port';
import { VOD_API, type VodApi } from '../ports/vod.port';

/** Binds the machines of the account pages and the VOD purchase, each provided with its real actors (the ports are bound first). */
export function bindAccountMachines(container: Container): void {
  container.bind(PARENTAL_PIN_MACHINE).toResolvedValue((api: SessionApi) => provideParentalPin(api), [SESSION_API]);
  container.bind(LINEUP_MACHINE).toResolvedValue((api: GuideApi) => provideLineup(api), [GUIDE_API]);
  container.bind(HOME_PERSONALIZE_MACHINE).toResolvedValue((api: UsageApi) => provideHomePersonalize(api), [USAGE_API]);
  container.bind(VOD_PURCHASE_MACHINE).toResolvedValue((api: VodApi) => provideVodPurchase(api), [VOD_API]);
}
