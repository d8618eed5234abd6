/**
 * Wallets: POST wallets, GET/PUT wallets/{id}, GET users/{id}/wallets, GET wallets/{id}/transactions.
 * Shapes from https://docs.mangopay.com/api-reference/wallets/create-wallet (Owners with one user id,
 * Currency, Description required; answer with Balance {Currency, Amount in cents}, FundsType DEFAULT)
 * and https://docs.mangopay.com/api-reference/transactions/list-transactions-wallet (filters Status,
 * Type, Nature, BeforeDate, AfterDate, paginated).
 *
 * Transactions are the resources other modules store under TRANSACTION_KINDS (pay-ins, transfers,
 * payouts, refunds) with CreditedWalletId / DebitedWalletId; they move money with `adjustBalance`.
 */
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxModule, type SandboxRequestState } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { paginate, queryParam, unixParam } from '../http';
import type { ClientState, Resource } from '../state';
import { BodyCheck } from '../validation';
import { findUser, USERS } from './users';

export const WALLETS = 'wallets';
export const TRANSACTION_KINDS = ['payins', 'transfers', 'payouts', 'refunds', 'repudiations'] as const;
/** Currencies Mangopay supports for wallets (https://docs.mangopay.com/guides/currencies). */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'SEK', 'NOK', 'DKK', 'CZK', 'CAD', 'AUD', 'JPY'] as const;

export type WalletResource = Resource & { Owners: string[]; Currency: string; Balance: { Currency: string; Amount: number } };

type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

export function findWallet(state: ClientState, id: string): WalletResource {
  const wallet = state.get<WalletResource>(WALLETS, id);
  if (!wallet) throw resourceNotFound('Wallet', id);
  return wallet;
}

/**
 * Moves a wallet's balance by `delta` cents. Refuses (returns false, changes nothing) when the balance
 * would go below zero, as a DEFAULT wallet cannot be negative.
 */
export function adjustBalance(wallet: WalletResource, delta: number): boolean {
  const next = wallet.Balance.Amount + delta;
  if (next < 0) return false;
  wallet.Balance = { Currency: wallet.Balance.Currency, Amount: next };
  return true;
}

/** Every transaction that credits or debits the wallet. */
export function walletTransactions(state: ClientState, walletId: string): Resource[] {
  return TRANSACTION_KINDS.flatMap((kind) => state.list(kind)).filter(
    (t) => t.CreditedWalletId === walletId || t.DebitedWalletId === walletId,
  );
}

function filterTransactions(ctx: Ctx, items: Resource[]): Resource[] {
  const filters = ['Status', 'Type', 'Nature'].map((name) => [name, queryParam(ctx, name)] as const);
  const before = unixParam(ctx, 'BeforeDate');
  const after = unixParam(ctx, 'AfterDate');
  return items.filter((t) => {
    for (const [name, value] of filters) if (value && !value.split(',').includes(String(t[name]))) return false;
    const created = Number(t.CreationDate ?? 0);
    return (before === undefined || created < before) && (after === undefined || created > after);
  });
}

export const walletsModule: SandboxModule = {
  name: 'wallets',
  routes({ api }, sandbox) {
    api.post('/wallets', (ctx) => {
      const check = BodyCheck.of(ctx.request.body);
      check
        .string('Description', { required: true, max: 255 })
        .oneOf('Currency', CURRENCIES, { required: true })
        .string('Tag', { max: 255 });
      const owners = check.value('Owners');
      const state = clientOf(ctx);
      if (!Array.isArray(owners) || owners.length !== 1 || typeof owners[0] !== 'string') {
        check.fail('Owners', 'The Owners field must be an array holding exactly one user id.');
      } else if (!state.get(USERS, owners[0])) {
        check.fail('Owners', `Cannot found the ressource User with the id=${owners[0]}`);
      }
      check.done();
      const body = check.body;
      const currency = body.Currency as string;
      ctx.body = state.put<WalletResource>(WALLETS, {
        Description: body.Description,
        Owners: [String((owners as string[])[0])],
        Id: state.newId(),
        Balance: { Currency: currency, Amount: 0 },
        Currency: currency,
        FundsType: 'DEFAULT',
        Tag: body.Tag ?? null,
        CreationDate: unixNow(sandbox.clock),
      });
    });
    api.get('/wallets/:id', (ctx) => {
      ctx.body = findWallet(clientOf(ctx), ctx.params.id ?? '');
    });
    api.put('/wallets/:id', (ctx) => {
      const wallet = findWallet(clientOf(ctx), ctx.params.id ?? '');
      const check = BodyCheck.of(ctx.request.body);
      check.string('Description', { max: 255 }).string('Tag', { max: 255 });
      if (check.present('Currency') && check.value('Currency') !== wallet.Currency) {
        throw paramError({ Currency: 'The Currency of a wallet cannot be changed.' });
      }
      check.done();
      if (check.present('Description')) wallet.Description = check.value('Description');
      if (check.body.Tag !== undefined) wallet.Tag = check.body.Tag;
      ctx.body = wallet;
    });
    api.get('/users/:id/wallets', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      const wallets = clientOf(ctx)
        .list<WalletResource>(WALLETS)
        .filter((w) => w.Owners.includes(user.Id));
      ctx.body = paginate(ctx, wallets);
    });
    api.get('/wallets/:id/transactions', (ctx) => {
      const state = clientOf(ctx);
      const wallet = findWallet(state, ctx.params.id ?? '');
      ctx.body = paginate(ctx, filterTransactions(ctx, walletTransactions(state, wallet.Id)));
    });
  },
};
