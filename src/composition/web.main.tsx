import { WebApp } from '../ui/web/web-app';
import { start } from './start';

void start('web', '/', <WebApp />);
