/**
 * Transfers between two wallets of the same currency (https://docs.mangopay.com/api-reference/transfers/create-transfer):
 * POST transfers {AuthorId, DebitedFunds, Fees, DebitedWalletId, CreditedWalletId, Tag, CreditedUserId,
 * ScaContext}, GET transfers/{id}. Executed at once: SUCCEEDED (the debited wallet loses DebitedFunds,
 * the credited one gains DebitedFunds - Fees; the fees go to the platform's fees wallet, which the
 * emulator does not keep), or FAILED 001001 "Unsufficient wallet balance" when DebitedFunds exceeds the
 * debited wallet's balance — an HTTP 200, as Mangopay answers. Events TRANSFER_NORMAL_CREATED then
 * TRANSFER_NORMAL_SUCCEEDED or TRANSFER_NORMAL_FAILED.
 *
 * Not emulated: the SCA of transfers by OWNER authors with ScaContext USER_PRESENT above EUR 500 (the
 * transfer would stay CREATED with PendingUserAction.RedirectUrl); ScaContext is only echoed.
 */
import { clientOf, unixNow, type SandboxModule } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { BodyCheck } from '../validation';
import {
  checkAuthorOwnsWallet,
  checkCurrencies,
  checkFeesWithin,
  checkMoney,
  INSUFFICIENT_BALANCE,
  money,
  SUCCESS,
} from './money-movements';
import { adjustBalance, findWallet } from './wallets';

export const TRANSFERS = 'transfers';

export const transfersModule: SandboxModule = {
  name: 'transfers',
  routes({ api }, sandbox) {
    api.post('/transfers', (ctx) => {
      const check = BodyCheck.of(ctx.request.body);
      check
        .string('AuthorId', { required: true })
        .string('DebitedWalletId', { required: true })
        .string('CreditedWalletId', { required: true })
        .string('CreditedUserId')
        .string('Tag', { max: 255 })
        .oneOf('ScaContext', ['USER_PRESENT', 'USER_NOT_PRESENT']);
      checkMoney(check, 'DebitedFunds', { required: true });
      checkMoney(check, 'Fees', { required: true });
      check.done();
      const body = check.body;
      const state = clientOf(ctx);
      const debited = findWallet(state, body.DebitedWalletId as string);
      const credited = findWallet(state, body.CreditedWalletId as string);
      if (debited.Id === credited.Id) throw paramError({ CreditedWalletId: 'The CreditedWalletId must differ from the DebitedWalletId' });
      const author = checkAuthorOwnsWallet(state, body.AuthorId as string, debited);
      const debitedFunds = money(body.DebitedFunds);
      const fees = money(body.Fees);
      checkCurrencies(debited, [debitedFunds, fees], credited);
      checkFeesWithin(debitedFunds, fees);
      const creditedUserId = (body.CreditedUserId as string | undefined) ?? credited.Owners[0];
      if (creditedUserId !== undefined && !credited.Owners.includes(creditedUserId)) {
        throw paramError({ CreditedUserId: 'The CreditedUserId must be the owner of the credited wallet' });
      }

      const now = unixNow(sandbox.clock);
      const succeeded = adjustBalance(debited, -debitedFunds.Amount);
      if (succeeded) adjustBalance(credited, debitedFunds.Amount - fees.Amount);
      const transfer = state.put(TRANSFERS, {
        ScaContext: (body.ScaContext as string | undefined) ?? null,
        Id: state.newId(),
        CreationDate: now,
        DebitedWalletId: debited.Id,
        CreditedWalletId: credited.Id,
        AuthorId: author.Id,
        CreditedUserId: creditedUserId ?? null,
        DebitedFunds: debitedFunds,
        CreditedFunds: { Currency: debitedFunds.Currency, Amount: debitedFunds.Amount - fees.Amount },
        Fees: fees,
        Type: 'TRANSFER',
        Nature: 'REGULAR',
        Status: succeeded ? 'SUCCEEDED' : 'FAILED',
        Tag: (body.Tag as string | undefined) ?? null,
        ...(succeeded ? SUCCESS : INSUFFICIENT_BALANCE),
        ExecutionDate: succeeded ? now : null,
        PendingUserAction: null,
      });
      const clientId = ctx.state.clientId;
      sandbox.emit({ clientId, EventType: 'TRANSFER_NORMAL_CREATED', ResourceId: transfer.Id });
      sandbox.emit({ clientId, EventType: succeeded ? 'TRANSFER_NORMAL_SUCCEEDED' : 'TRANSFER_NORMAL_FAILED', ResourceId: transfer.Id });
      ctx.body = transfer;
    });

    api.get('/transfers/:id', (ctx) => {
      const transfer = clientOf(ctx).get(TRANSFERS, ctx.params.id ?? '');
      if (!transfer) throw resourceNotFound('Transfer', ctx.params.id ?? '');
      ctx.body = transfer;
    });
  },
};
