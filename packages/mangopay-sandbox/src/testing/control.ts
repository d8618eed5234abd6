/**
 * Test helpers on the emulator's own side: its control routes as JSON calls, and records written
 * straight into its state for shape checks that do not need the whole flow.
 */
import { controlFetch, type ControlAccess } from '../control-access';
import type { Resource } from '../state';
import type { TestSandbox } from './test-sandbox';

/** A control route of the emulator (`/__sandbox/...`), JSON in and out; throws on a non-2xx answer. */
export async function sandboxControl(sandbox: ControlAccess, method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  const response = await controlFetch(sandbox, path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /__sandbox${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Moves the emulator's manual clock through its control route (every module's sweep runs). */
export async function advanceEmulator(sandbox: ControlAccess, ms: number): Promise<void> {
  await sandboxControl(sandbox, 'POST', '/clock/advance', { ms });
}

/**
 * For shape checks without the card flow: credits a wallet as a SUCCEEDED card pay-in would (a pay-in
 * record written into the emulator, the balance). Returns the pay-in.
 */
export function seedPayIn(
  sandbox: Pick<TestSandbox, 'store' | 'clientId' | 'clock'>,
  input: { authorId: string; walletId: string; amount: number; fees?: number },
): Resource {
  const state = sandbox.store.get(sandbox.clientId);
  const wallet = state.get<Resource & { Balance: { Currency: string; Amount: number } }>('wallets', input.walletId);
  if (!wallet) throw new Error(`no wallet ${input.walletId}`);
  const fees = input.fees ?? 0;
  const now = Math.floor(sandbox.clock.now().getTime() / 1000);
  const money = (Amount: number) => ({ Currency: wallet.Balance.Currency, Amount });
  wallet.Balance = money(wallet.Balance.Amount + input.amount - fees);
  return state.put('payins', {
    Id: state.newId(),
    Tag: 'seeded by the test',
    CreationDate: now,
    AuthorId: input.authorId,
    CreditedUserId: input.authorId,
    DebitedFunds: money(input.amount),
    CreditedFunds: money(input.amount - fees),
    Fees: money(fees),
    Status: 'SUCCEEDED',
    ResultCode: '000000',
    ResultMessage: 'Success',
    ExecutionDate: now,
    Type: 'PAYIN',
    Nature: 'REGULAR',
    CreditedWalletId: wallet.Id,
    DebitedWalletId: null,
    PaymentType: 'CARD',
    ExecutionType: 'DIRECT',
  });
}
