import { axeStops, SUBSCRIBER, TV_SUBSCRIBER_GROUPS } from './accessibility-stops';

axeStops('tv', TV_SUBSCRIBER_GROUPS.vod, SUBSCRIBER);
