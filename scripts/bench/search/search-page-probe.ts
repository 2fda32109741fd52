/**
 * What search-page.ts runs in the page before the app (an init script), and the bare page it
 * types into for the peer line. The probe counts the shows the app hands its search worker and
 * notes when each key's event happened; `__arm(query, id, echoOnly)` before a key makes
 * `__echoed` resolve in the first frame whose field shows `query`, and `__painted` in the first
 * frame where the screen shows the results of `query` (its data-results-for) with its visible
 * cards drawn, each with the time since the key's event. With an id, the key's event and the
 * frame that ends the keystroke (the echo's with `echoOnly`, else the results') are marked
 * `key:<id>` and `done:<id>` in a DevTools trace (keystroke-trace.ts); in the app, `__settled`
 * resolves at the first idle moment after the results are painted, marked `settled:<id>`.
 */
export const PROBE = `
  window.__name = (f) => f;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    if (data && data.type === 'index') window.__searchIndexed = data.entries.length;
    return post.call(this, data, ...rest);
  };
  let markKey = null;
  addEventListener('keydown', (event) => {
    window.__keyAt = event.timeStamp;
    if (markKey !== null) console.timeStamp('key:' + markKey);
    markKey = null;
  }, true);
  // A card of the screen renders only once seen (CardSlot): painted means every card slot in the
  // viewport holds its card, not its placeholder.
  const cardsDrawn = () => [...document.querySelectorAll('li[data-card]')].every((slot) => {
    const box = slot.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return !inView || slot.firstElementChild?.getAttribute('aria-hidden') !== 'true';
  });
  window.__arm = (query, id = null, echoOnly = false) => {
    markKey = id;
    // Once the results are painted, the page's first idle moment (what the keystroke left to do
    // after its paint, such as the pictures of the new cards, is done by then): marked settled:<id>.
    let settle;
    window.__settled = new Promise((resolve) => {
      settle = () => requestIdleCallback(() => {
        if (id !== null) console.timeStamp('settled:' + id);
        resolve();
      }, { timeout: 1000 });
    });
    const done = (resolve) => {
      if (id !== null) console.timeStamp('done:' + id);
      resolve(performance.now() - window.__keyAt);
    };
    // The field's echo: the first frame (a frame callback runs just before its paint, and never
    // while the page's thread is busy) whose field shows what was typed.
    window.__echoed = new Promise((resolve) => {
      const frame = () => {
        if (document.querySelector('input[type="search"]')?.value !== query) requestAnimationFrame(frame);
        else if (echoOnly) done(resolve);
        else resolve(performance.now() - window.__keyAt);
      };
      requestAnimationFrame(frame);
    });
    if (echoOnly) return;
    window.__painted = new Promise((resolve) => {
      let frames = 0;
      const frame = () => {
        if (cardsDrawn() || ++frames > 120) {
          done(resolve);
          settle();
        } else requestAnimationFrame(frame);
      };
      const check = () => {
        const section = document.querySelector('section[data-results-for]');
        if (!section || section.getAttribute('data-results-for') !== query) return;
        observer.disconnect();
        requestAnimationFrame(frame);
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-results-for'] });
    });
  };
`;

/** The peer of the app's field: a page with a search field and nothing else (no script, no style of its own). */
export const BARE_FIELD_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare field</title></head><body><input type="search" aria-label="search" autofocus></body></html>';

export type Probe = {
  __arm(query: string, id?: string | null, echoOnly?: boolean): void;
  __painted: Promise<number>;
  __echoed: Promise<number>;
  __settled: Promise<void>;
};
