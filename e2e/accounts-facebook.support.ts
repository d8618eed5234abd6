/**
 * The Facebook spec's own server (the shared e2e server has Facebook off): `npm run serve` with
 * FACEBOOK_* pointed at the local stand-in of Facebook (test/facebook-stand-in.ts), which answers the
 * login dialog as the person named by `logInNext`. Ports E2E_PORT+7 and SANDBOX_PORT+7 (or
 * FACEBOOK_E2E_PORT / FACEBOOK_SANDBOX_PORT).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFacebookStandIn, type FacebookStandIn } from '../test/facebook-stand-in';
import { startOwnServer } from './own-server';

export const FACEBOOK_PORT = Number(process.env.FACEBOOK_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 7);
const SANDBOX_PORT = Number(process.env.FACEBOOK_SANDBOX_PORT ?? Number(process.env.SANDBOX_PORT ?? 8090) + 7);
export const FACEBOOK_BASE_URL = `http://127.0.0.1:${FACEBOOK_PORT}`;

export type FacebookServer = { facebook: FacebookStandIn; stop: () => Promise<void> };

export async function startFacebookServer(): Promise<FacebookServer> {
  const facebook = await startFacebookStandIn();
  const server = await startOwnServer({
    port: FACEBOOK_PORT,
    sandboxPort: SANDBOX_PORT,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'entraide-e2e-facebook-')),
    env: {
      LOG_LEVEL: 'warn',
      SIGNUP_HOURLY_PER_ADDRESS: '10000',
      FACEBOOK_GRAPH_URL: facebook.url,
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    },
  });
  return {
    facebook,
    stop: async () => {
      await server.stop();
      await facebook.close();
    },
  };
}
