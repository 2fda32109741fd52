import { EPG_WINDOW } from '../../../../domain/guide/guide';
import { TV_GUIDE_TIME_WIDTH } from './tv-guide-layout';

/** The span of time the TV grid shows at once: the spec's EPG window (5 hours, point 9), as on the web. */
export const TV_GUIDE_WINDOW = EPG_WINDOW;
export const TV_GUIDE_PX_PER_MS = TV_GUIDE_TIME_WIDTH / TV_GUIDE_WINDOW.total('milliseconds');
