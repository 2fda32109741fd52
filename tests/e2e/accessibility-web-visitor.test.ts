import { axeStops, WEB_SIGNED_OUT } from './accessibility-stops';

axeStops('web-visitor', WEB_SIGNED_OUT);
