import { loadApp } from './load-app';

void loadApp(() => import('./tv.app')).then(({ startTv }) => startTv());
