import { webRoutes } from '../ui/web/routes';
import { start } from './start';

void start('web', '/', webRoutes);
