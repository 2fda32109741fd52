import type { Container } from 'inversify';
import { laterModules } from './later-modules';
import type { LoadLater } from '../application/loaded-later';
import {
  HOME_PERSONALIZE_MACHINE,
  LINEUP_MACHINE,
  PARENTAL_PIN_MACHINE,
  VOD_PURCHASE_MACHINE,
} from '../application/tokens';
import { USAGE_API, type UsageApi } from '../ports/usage.port';
import { GUIDE_API, type GuideApi } from '../ports/guide.port';
import { SESSION_API, type SessionApi } from '../ports/session.port';
import { VOD_API, type VodApi } from '../ports/vod.port';

/**
 * Binds the machines of the account pages and the VOD purchase, each provided with its real
 * actors (the ports are bound first); their code loads after the first paint (`LoadedLater`).
 */
export function bindAccountMachines(container: Container, later: LoadLater): void {
  container
    .bind(PARENTAL_PIN_MACHINE)
    .toConstantValue(
      later(async () => (await laterModules.account()).provideParentalPin(container.get<SessionApi>(SESSION_API))),
    );
  container
    .bind(LINEUP_MACHINE)
    .toConstantValue(
      later(async () => (await laterModules.account()).provideLineup(container.get<GuideApi>(GUIDE_API))),
    );
  container
    .bind(HOME_PERSONALIZE_MACHINE)
    .toConstantValue(
      later(async () => (await laterModules.account()).provideHomePersonalize(container.get<UsageApi>(USAGE_API))),
    );
  container
    .bind(VOD_PURCHASE_MACHINE)
    .toConstantValue(
      later(async () => (await laterModules.vodPurchase()).provideVodPurchase(container.get<VodApi>(VOD_API))),
    );
}
