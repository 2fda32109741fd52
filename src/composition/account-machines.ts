import type { Container } from 'inversify';
import { provideVodPurchase, VOD_PURCHASE_MACHINE } from '../application/vod-purchase.machine';
import { VOD_API, type VodApi } from '../ports/vod.port';

/** Binds the machines of the account pages and the VOD purchase, each provided with its real actors (the ports are bound first). */
export function bindAccountMachines(container: Container): void {
  container.bind(VOD_PURCHASE_MACHINE).toResolvedValue((api: VodApi) => provideVodPurchase(api), [VOD_API]);
}
