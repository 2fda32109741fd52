import { axeStops, TV_SIGNED_OUT } from './accessibility-stops';

axeStops('tv-visitor', TV_SIGNED_OUT);
