// Whether the server can be reached, as the app's own requests find out: navigator.onLine stays true
// when the Wi-Fi has no way out, the server is down or a captive portal holds the requests. A request
// that fails without an answer (fetch throws, or the service worker says its network fetch failed)
// marks the server unreachable; from then on a light probe (GET /api/v1/health) runs every few seconds
// and its first answer clears the mark. An HTTP error answer is an answer: the server was reached. An
// aborted request (a navigation, a superseded query) says nothing. Nothing is sent while reachable.

export const PROBE_EVERY_MS = 3_000;
const HEALTH_URL = '/api/v1/health';

export type Reachability = {
  /** False from a failed request until the probe (or any request known to reach the network) succeeds. */
  reachable(): boolean;
  subscribe(onChange: () => void): () => void;
  /** A fetch threw `err`: the server is marked unreachable unless the request was aborted. */
  failed(err: unknown): void;
  /** An answer came from the server itself. */
  succeeded(): void;
  /** Probes at once when unreachable (the browser says the network is back). */
  probeNow(): void;
};

export function isAbort(err: unknown): boolean {
  return (err as { name?: unknown } | null)?.name === 'AbortError';
}

/** A reachability signal probing `healthUrl` (the app has one, below; tests make their own). */
export function createReachability({ healthUrl = HEALTH_URL, probeEveryMs = PROBE_EVERY_MS } = {}): Reachability {
  let unreachable = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let probing = false;
  const listeners = new Set<() => void>();

  const set = (value: boolean) => {
    if (unreachable === value) return;
    unreachable = value;
    if (!value && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    for (const listener of listeners) listener();
    if (value) schedule();
  };

  const schedule = () => {
    if (timer === null && unreachable) timer = setTimeout(() => void probe(), probeEveryMs);
  };

  // The answer must be the server's own health JSON: a captive portal answers too, with its login page.
  const probe = async () => {
    timer = null;
    if (probing || !unreachable) return;
    probing = true;
    try {
      const response = await fetch(healthUrl, { cache: 'no-store' });
      if (response.ok && ((await response.json()) as { status?: unknown }).status === 'ok') set(false);
    } catch {
      // still unreachable (or not the server's JSON)
    } finally {
      probing = false;
      schedule();
    }
  };

  return {
    reachable: () => !unreachable,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    failed(err) {
      if (!isAbort(err)) set(true);
    },
    succeeded: () => set(false),
    probeNow() {
      if (!unreachable) return;
      if (timer !== null) clearTimeout(timer);
      void probe();
    },
  };
}

/** The app's signal, shared by the api client, the service worker's messages and the offline notices. */
export const reachability = createReachability();
