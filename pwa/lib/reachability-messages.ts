// The service worker's side of the reachability signal (public/sw-reachability.js): it tells every
// window when one of its network fetches failed, or succeeded again after a failure, and answers a
// page that asks at start-up (a page the worker answered from its cache while the server was away was
// not there yet to hear about the failure). Messages, not requests: nothing more on the network.
// Started by the shell (pwa/app/pwa/PwaShell.tsx), not main.tsx: no start-up script grows for it.
import { reachability, type Reachability } from './reachability';

export const REACHABILITY_MESSAGE = 'entraide:reachability';
export const REACHABILITY_QUESTION = 'entraide:reachability?';

type Message = { type?: unknown; reachable?: unknown };

/** Applies one message from the service worker to the signal; other messages are ignored. */
export function applyWorkerMessage(data: unknown, signal: Reachability = reachability): void {
  const message = data as Message | null;
  if (message?.type !== REACHABILITY_MESSAGE || typeof message.reachable !== 'boolean') return;
  if (message.reachable) signal.succeeded();
  else signal.failed(new TypeError('The service worker could not reach the server'));
}

/** Listens to the service worker and to the browser's 'online' event (a probe at once); returns the stop. */
export function listenForReachability(signal: Reachability = reachability): () => void {
  const onOnline = () => signal.probeNow();
  const onMessage = (event: MessageEvent) => applyWorkerMessage(event.data, signal);
  window.addEventListener('online', onOnline);
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  worker?.addEventListener('message', onMessage);
  worker?.startMessages();
  worker?.controller?.postMessage({ type: REACHABILITY_QUESTION });
  return () => {
    window.removeEventListener('online', onOnline);
    worker?.removeEventListener('message', onMessage);
  };
}
