/**
 * IBAN bank accounts (https://docs.mangopay.com/api-reference/bank-accounts/create-iban-bank-account):
 * POST users/{id}/bankaccounts/iban {OwnerName, OwnerAddress (AddressLine1, City, Country required),
 * IBAN, BIC?, Tag?}; GET users/{id}/bankaccounts, GET users/{id}/bankaccounts/{id}, PUT
 * users/{id}/bankaccounts/{id} {Active: false} (deactivation, final). The IBAN is checked (country
 * format and checksum, with ibantools) and answered in its electronic form; a BIC must match the
 * documented pattern and be a real BIC. Error messages are the documented ones.
 * Sandbox test account: IBAN FR7630004000031234567890143, BIC BNPAFRPP.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { clientOf, unixNow, type SandboxModule } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { paginate } from '../http';
import type { ClientState, Resource } from '../state';
import { BodyCheck, presentAddress } from '../validation';
import { findUser } from './users';

export const BANK_ACCOUNTS = 'bankaccounts';

export type BankAccountResource = Resource & {
  UserId: string;
  Type: 'IBAN';
  OwnerName: string;
  IBAN: string;
  BIC: string | null;
  Active: boolean;
};

const BIC_PATTERN = /^[a-zA-Z]{6}\w{2}(\w{3})?$/;

/** A user's bank account (404 BankAccount otherwise). For other modules too (mandates, payouts). */
export function findBankAccount(state: ClientState, id: string, userId?: string): BankAccountResource {
  const account = state.get<BankAccountResource>(BANK_ACCOUNTS, id);
  if (!account || (userId !== undefined && account.UserId !== userId)) throw resourceNotFound('BankAccount', id);
  return account;
}

function checkIbanAccount(body: unknown): BodyCheck {
  const check = BodyCheck.of(body);
  check.string('OwnerName', { required: true, max: 255 }).string('Tag', { max: 255 }).string('IBAN', { required: true }).string('BIC');
  if (!check.present('OwnerAddress') || typeof check.value('OwnerAddress') !== 'object')
    check.fail('OwnerAddress', 'The OwnerAddress field is required.');
  else {
    check
      .string('OwnerAddress.AddressLine1', { required: true, max: 255 })
      .string('OwnerAddress.AddressLine2', { max: 255 })
      .string('OwnerAddress.City', { required: true, max: 255 })
      .string('OwnerAddress.PostalCode', { max: 255 })
      .country('OwnerAddress.Country', { required: true });
  }
  const iban = check.value('IBAN');
  if (typeof iban === 'string' && iban !== '' && !isValidIBAN(electronicFormatIBAN(iban) ?? ''))
    check.fail('IBAN', 'The value is not a valid IBAN');
  const bic = check.value('BIC');
  if (typeof bic === 'string' && bic !== '') {
    if (!BIC_PATTERN.test(bic)) check.fail('BIC', "The field BIC must match the regular expression '^[a-zA-Z]{6}\\w{2}(\\w{3})?$'.");
    else if (!isValidBIC(bic.toUpperCase())) check.fail('BIC', 'The value is not a valid BIC');
  }
  check.done();
  return check;
}

export const bankAccountsModule: SandboxModule = {
  name: 'bank-accounts',
  routes({ api }, sandbox) {
    api.post('/users/:id/bankaccounts/iban', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      const check = checkIbanAccount(ctx.request.body);
      const state = clientOf(ctx);
      const bic = check.value('BIC');
      ctx.body = state.put<BankAccountResource>(BANK_ACCOUNTS, {
        OwnerAddress: presentAddress(check.value('OwnerAddress')),
        IBAN: electronicFormatIBAN(String(check.value('IBAN'))) ?? '',
        BIC: typeof bic === 'string' && bic !== '' ? bic.toUpperCase() : null,
        UserId: user.Id,
        OwnerName: String(check.value('OwnerName')),
        Type: 'IBAN',
        Id: state.newId(),
        Tag: check.value('Tag') ?? null,
        CreationDate: unixNow(sandbox.clock),
        Active: true,
      });
    });
    api.get('/users/:id/bankaccounts', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      ctx.body = paginate(
        ctx,
        clientOf(ctx)
          .list<BankAccountResource>(BANK_ACCOUNTS)
          .filter((a) => a.UserId === user.Id),
      );
    });
    api.get('/users/:id/bankaccounts/:accountId', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      ctx.body = findBankAccount(clientOf(ctx), ctx.params.accountId ?? '', user.Id);
    });
    api.put('/users/:id/bankaccounts/:accountId', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      const state = clientOf(ctx);
      const account = findBankAccount(state, ctx.params.accountId ?? '', user.Id);
      const active = (ctx.request.body as Record<string, unknown> | undefined)?.Active;
      if (active !== false) throw paramError({ Active: 'A bank account can only be deactivated (Active false).' });
      ctx.body = state.put(BANK_ACCOUNTS, { ...account, Active: false });
    });
  },
};
