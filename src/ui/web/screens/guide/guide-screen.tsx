import { GuideView } from './guide-view';

/** /guide: the programme guide grid; show overlays open over it (child routes). */
export function GuideScreen() {
  return <GuideView />;
}
