/*
 * The page's only script tag (scripts/build/app-preload.ts). Once the browser has shown the
 * prerendered HTML (its first contentful paint), it asks for the app's modules, one
 * `modulepreload` per task (each costs the main thread a few milliseconds at 4x CPU; all at once
 * they made a long task), then imports the entry. A classic script, so that the oldest TV engine
 * runs it as it is; `import()` rather than a <script> element, which the page's Trusted Types
 * would refuse.
 */
(function () {
  /** A page that never reports its paint (covered, or without paint timing) starts after this. */
  var PAINT_WAIT_MS = 1000;
  var loader = document.currentScript;
  var modules = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var next = 0;
  var turn = new MessageChannel();
  turn.port1.onmessage = step;
  function step() {
    if (next === modules.length) {
      turn.port1.close();
      import(loader.getAttribute('data-entry'));
      return;
    }
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = modules[next++];
    document.head.appendChild(link);
    turn.port2.postMessage(0);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (painted) painted.disconnect();
    step();
  }
  var painted = null;
  // A page opened in the background paints nothing: it starts at once.
  if (document.visibilityState === 'hidden' || !window.PerformancePaintTiming) start();
  else {
    painted = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    });
    painted.observe({ entryTypes: ['paint'] });
    setTimeout(start, PAINT_WAIT_MS);
  }
})();
