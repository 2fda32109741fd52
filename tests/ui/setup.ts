import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out, so it has no scrolling into view; the browser tests cover where things land.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Screens load with their routes (src/ui/shared/lazy-screen.ts): a route's first render waits for its
// module, which a busy machine transforms in more than testing-library's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
