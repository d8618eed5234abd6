/**
 * Test helper: which Mangopay the gateway contract tests run against. By default the local emulator
 * (its own client id and manual clock, see test/app.ts); with MANGOPAY_CLIENT_ID and MANGOPAY_API_KEY
 * set, Mangopay's own Sandbox (MANGOPAY_BASE_URL, default https://api.sandbox.mangopay.com), so the same
 * suite checks the emulator and the real thing. Wallets are funded and bank accounts created through the
 * gateway (the real flows) on both; what only the emulator can do (move its clock at will, reach a hook
 * listener on this machine, settle a payout) is used by tests that skip
 * against Mangopay and say why in their title.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { createGateway } from '../gateway';
import type { CardPayIn } from '../gateway-cards';
import type { IbanBankAccount } from '../gateway-debits';
import type { NaturalUserSca } from '../gateway-users-sca';
import type { PaymentGateway } from '../gateway.types';
import { advanceEmulator, BROWSER, PARIS, TEST_BIC, TEST_IBAN } from '@entraide/mangopay-sandbox/testing';
import { keyFor, registerCard } from './payment-flows';
import { startTestSandbox, type TestSandbox } from '../../../test/app';

export const MANGOPAY_SANDBOX_URL = 'https://api.sandbox.mangopay.com';

export function realMangopayConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.MANGOPAY_CLIENT_ID?.trim() && env.MANGOPAY_API_KEY?.trim());
}

/** The line each contract test file prints about its target. */
export function targetLine(env: NodeJS.ProcessEnv = process.env): string {
  return realMangopayConfigured(env)
    ? `gateway contract tests: against Mangopay at ${env.MANGOPAY_BASE_URL || MANGOPAY_SANDBOX_URL}`
    : 'gateway contract tests: against the local emulator; the run against Mangopay’s Sandbox is skipped (set MANGOPAY_CLIENT_ID and MANGOPAY_API_KEY to run it)';
}

export interface ProviderTarget {
  kind: 'emulator' | 'mangopay';
  gateway: PaymentGateway;
  /** The emulator behind the gateway (undefined against Mangopay). */
  sandbox?: TestSandbox;
  /** Lets provider time pass: the emulator's clock moves through its control route (sweeps run); Mangopay: real waiting. */
  advance(ms: number): Promise<void>;
  /** Reads until `done` holds, letting `stepMs` of provider time pass between tries. */
  eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, options?: { stepMs?: number; tries?: number }): Promise<T>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startProviderTarget(env: NodeJS.ProcessEnv = process.env): Promise<ProviderTarget> {
  console.info(targetLine(env));
  let target: Omit<ProviderTarget, 'eventually'>;
  if (realMangopayConfigured(env)) {
    const gateway = createGateway(
      {
        clientId: String(env.MANGOPAY_CLIENT_ID).trim(),
        apiKey: String(env.MANGOPAY_API_KEY).trim(),
        baseUrl: env.MANGOPAY_BASE_URL || MANGOPAY_SANDBOX_URL,
        timeoutMs: 30_000,
      },
      pino({ level: 'silent' }),
    );
    target = { kind: 'mangopay', gateway, advance: async (ms) => void (await sleep(Math.min(ms, 5000))), close: async () => undefined };
  } else {
    const sandbox = await startTestSandbox();
    target = {
      kind: 'emulator',
      gateway: sandbox.createGateway(),
      sandbox,
      advance: (ms) => advanceEmulator(sandbox, ms),
      close: () => sandbox.close(),
    };
  }
  return {
    ...target,
    async eventually(read, done, options = {}) {
      const tries = options.tries ?? 10;
      for (let attempt = 1; ; attempt++) {
        const value = await read();
        if (done(value) || attempt >= tries) return value;
        await target.advance(options.stepMs ?? 1000);
      }
    },
  };
}

/** Sandbox test card without 3-D Secure challenge at or under 50 EUR (https://docs.mangopay.com/testing/payment-methods). */
export const FRICTIONLESS_CARD = '4970107111111119';
const FRICTIONLESS_LIMIT = 5000;

/**
 * Credits a wallet through the real flow, on either target: a natural PAYER registers the frictionless
 * test card and pays `amount` cents in (in pay-ins of at most 50 EUR, above which 3-D Secure would ask
 * for a challenge), fees `fees` on the first one. Returns the payer and the pay-ins.
 */
export async function fundWallet(
  gateway: PaymentGateway,
  walletId: string,
  amount: number,
  fees = 0,
): Promise<{ payer: NaturalUserSca; payIns: CardPayIn[] }> {
  const payer = await gateway.createNaturalUserSca(
    {
      UserCategory: 'PAYER',
      FirstName: 'Paul',
      LastName: 'Payeur',
      Email: `paul.${randomUUID().slice(0, 8)}@example.com`,
      TermsAndConditionsAccepted: true,
    },
    keyFor('payer'),
  );
  const card = await registerCard(gateway, payer.Id, { number: FRICTIONLESS_CARD });
  const payIns: CardPayIn[] = [];
  for (let left = amount; left > 0; left -= FRICTIONLESS_LIMIT) {
    const chunk = Math.min(left, FRICTIONLESS_LIMIT);
    const payIn = await gateway.createCardPayIn(
      {
        AuthorId: payer.Id,
        CreditedWalletId: walletId,
        CardId: String(card.CardId),
        DebitedFunds: { Currency: 'EUR', Amount: chunk },
        Fees: { Currency: 'EUR', Amount: payIns.length === 0 ? fees : 0 },
        SecureModeReturnURL: 'https://entraide.example/don/retour',
        IpAddress: '203.0.113.7',
        BrowserInfo: BROWSER,
      },
      keyFor('fund'),
    );
    if (payIn.Status !== 'SUCCEEDED') throw new Error(`funding pay-in ${payIn.Id} is ${payIn.Status} (${String(payIn.ResultCode)})`);
    payIns.push(payIn);
  }
  return { payer, payIns };
}

/** An IBAN account of the user (the Sandbox test IBAN), through the gateway. */
export function bankAccountOf(gateway: PaymentGateway, userId: string): Promise<IbanBankAccount> {
  return gateway.createIbanBankAccount(
    { userId, OwnerName: 'Titulaire Test', OwnerAddress: PARIS, IBAN: TEST_IBAN, BIC: TEST_BIC },
    keyFor('bank-account'),
  );
}
