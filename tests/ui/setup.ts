import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out, so it has no scrolling into view; the browser tests cover where things land.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(cleanup);
