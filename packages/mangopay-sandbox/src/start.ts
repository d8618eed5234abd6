/**
 * Starts the emulator on a port (0 = any free port) and returns its address and a close function that
 * stops listening, drops open connections and waits for the journal writes.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, type SandboxApp, type SandboxHandle, type SandboxOptions } from './app';

/**
 * Where the emulator listens (the product's and `npm run sandbox`): the loopback interface only. Its
 * routes but the payer's pages and the card tokenizer also want a localhost Host header, its API the API
 * key, and its `/__sandbox` control routes (accept a wire, settle debits, review documents...) the
 * control token (control-access.ts): a page in a browser of this machine can reach the loopback
 * interface too.
 */
export const SANDBOX_HOST = '127.0.0.1';

export interface RunningSandbox extends SandboxHandle {
  /** http://host:port the API listens on (what the SDK's baseUrl should be). */
  url: string;
  port: number;
  app: SandboxApp;
  server: Server;
  close(): Promise<void>;
}

export interface StartSandboxOptions extends Omit<SandboxOptions, 'publicUrl'> {
  port?: number;
  host?: string;
  /** Defaults to the listening address. */
  publicUrl?: string;
}

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? SANDBOX_HOST;
  // The app needs its public URL before it listens; with port 0 the port is only known afterwards.
  const app = createSandboxApp({ ...options, publicUrl: options.publicUrl ?? 'http://127.0.0.1' });
  const server = app.listen(options.port ?? 0, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!options.publicUrl) app.sandbox.context.publicUrl = url;
  return {
    url,
    port,
    app,
    server,
    store: app.sandbox.store,
    context: app.sandbox.context,
    served: app.sandbox.served,
    controlToken: app.sandbox.controlToken,
    apiKey: app.sandbox.apiKey,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.sandbox.store.flush();
    },
  };
}
