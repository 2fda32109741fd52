import { loadApp } from './load-app';

void loadApp(() => import('./web.app')).then(({ startWeb }) => startWeb());
