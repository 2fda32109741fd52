import { webRoutes } from '../ui/web/routes';
import { start } from './start';

/** The web layout, once Temporal is there (web.main.ts). */
export const startWeb = (): Promise<void> => start('web', '/', webRoutes);
