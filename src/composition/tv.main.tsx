import { tvRoutes } from '../ui/tv/routes';
import { start } from './start';

void start('tv', '/tv', tvRoutes);
