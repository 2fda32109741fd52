import { axeStops, SUBSCRIBER, WEB_SUBSCRIBER_GROUPS } from './accessibility-stops';

axeStops('web', WEB_SUBSCRIBER_GROUPS.vod, SUBSCRIBER);
