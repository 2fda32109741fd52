/**
 * How long typing must pause before the address follows it (reload and Back restore the query
 * from it). Meanwhile the screen shows the typed query's results: a key costs no navigation.
 * Its own module: the search field of every screen's header reads it, and fuse.js (search.ts)
 * stays out of the first load.
 */
export const ADDRESS_PAUSE_MS = 300;
