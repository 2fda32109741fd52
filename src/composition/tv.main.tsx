import { TvApp } from '../ui/tv/tv-app';
import { start } from './start';

void start('tv', '/tv', <TvApp />);
