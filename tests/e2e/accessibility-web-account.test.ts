import {
  axeStops,
  FORMER_CUSTOMER,
  SUBSCRIBER,
  WEB_FORMER_CUSTOMER,
  WEB_SUBSCRIBER_GROUPS,
} from './accessibility-stops';

axeStops('web', WEB_SUBSCRIBER_GROUPS.account, SUBSCRIBER);
// A former customer lands on VOD; last, the sign-out screen while the provider answers.
axeStops('web', WEB_FORMER_CUSTOMER, FORMER_CUSTOMER);
