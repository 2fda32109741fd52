/** The one time library of the domain: every instant and duration is a Temporal value. */
export { Temporal } from 'temporal-polyfill';
