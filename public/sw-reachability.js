// Imported by the service worker (vite.config.ts, workbox importScripts); the runtime caching rules'
// plugin (pwa/sw/runtime-caching.ts) calls it after each network fetch. It tells the app's windows when
// the server stops answering (a fetch threw, not an aborted one) and when it answers again, and answers
// a window that asks at start-up (pwa/lib/reachability-messages.ts).
/* global self */
(() => {
  const MESSAGE = 'entraide:reachability';
  let unreachable = false;

  const tell = (reachable) =>
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((client) => client.postMessage({ type: MESSAGE, reachable })));

  self.entraideReachability = {
    failed(error) {
      if (error && error.name === 'AbortError') return;
      unreachable = true;
      void tell(false);
    },
    succeeded() {
      if (!unreachable) return;
      unreachable = false;
      void tell(true);
    },
  };

  self.addEventListener('message', (event) => {
    // Only a failure is told: "reachable" from here could clear what the window itself has just seen.
    if (unreachable && event.data && event.data.type === `${MESSAGE}?` && event.source) {
      event.source.postMessage({ type: MESSAGE, reachable: false });
    }
  });
})();
