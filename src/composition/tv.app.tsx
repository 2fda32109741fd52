import { tvRoutes } from '../ui/tv/routes';
import { start } from './start';

/** The TV layout, once Temporal is there (tv.main.ts). */
export const startTv = (): Promise<void> => start('tv', '/tv', tvRoutes);
