/**
 * POST payins/card/direct (https://docs.mangopay.com/api-reference/direct-card-payins/create-direct-card-payin).
 * Required: AuthorId, CreditedWalletId, DebitedFunds, Fees, CardId, SecureModeReturnURL, IpAddress,
 * BrowserInfo (its nine fields); SecureMode DEFAULT (default), FORCE or NO_CHOICE. The answer is the
 * pay-in, HTTP 200 whatever its outcome:
 * - a challenge (the card asks for it, SecureMode FORCE, or more than 50 EUR): CREATED, SecureModeNeeded
 *   true, SecureModeRedirectURL = the emulator's 3-D Secure page (secure-mode-page.ts), which settles it;
 * - otherwise authorised at once: SUCCEEDED, or FAILED with the bank's ResultCode (test-cards.ts);
 * - FAILED 001014 when Fees leave nothing to credit, 101410 on a deactivated card, 101105 on a card
 *   expired by now (on the sandbox clock).
 * SecureModeReturnURL is answered with `transactionId={Id}` added to its query, as the documented
 * example shows; the 3-D Secure page sends the browser there. A challenge left unfinished fails after
 * 30 minutes with 101304 (secure-mode-expiry.ts).
 */
import { isIP } from 'node:net';
import { clientOf, unixNow, type SandboxContext, type SandboxModule } from '../context';
import { paramError } from '../errors';
import type { ClientState } from '../state';
import { BodyCheck } from '../validation';
import { CARDS, testCardIdOf, type CardResource } from './cards';
import {
  checkAuthorAndWallet,
  checkMoney,
  currencyIncompatibility,
  failPayIn,
  moneyOf,
  PAYINS,
  recordNewPayIn,
  succeedPayIn,
  type PayInResource,
} from './payins';
import { isWebUrl, withQueryParam } from './page-layout';
import { expireSecureModeSessions } from './secure-mode-expiry';
import { cardBehaviour, expiryValid, FRICTIONLESS_MAX_AMOUNT } from './test-cards';

export const SECURE_MODES = ['DEFAULT', 'FORCE', 'NO_CHOICE'] as const;
export const CULTURES = ['DE', 'EN', 'ES', 'FR', 'IT', 'NL', 'PL', 'PT'] as const;
const COLOR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48];

export type CardPayInResource = PayInResource & {
  CardId: string;
  SecureMode: string;
  SecureModeNeeded: boolean;
  SecureModeRedirectURL: string | null;
  SecureModeReturnURL: string;
};

export function secureModePageUrl(sandbox: SandboxContext, clientId: string, payInId: string): string {
  return `${sandbox.publicUrl}/3ds/${encodeURIComponent(clientId)}/${payInId}`;
}

function checkUrl(check: BodyCheck, field: string): void {
  check.string(field, { required: true, max: 255 });
  const value = check.value(field);
  if (typeof value === 'string' && value !== '' && !isWebUrl(value)) check.fail(field, `The ${field} field is not a valid URL.`);
}

function checkBrowserInfo(check: BodyCheck): void {
  if (!check.present('BrowserInfo')) {
    check.fail('BrowserInfo', 'The BrowserInfo field is required.');
    return;
  }
  const f = (name: string) => `BrowserInfo.${name}`;
  check
    .string(f('AcceptHeader'), { required: true })
    .string(f('Language'), { required: true })
    .string(f('UserAgent'), { required: true })
    .boolean(f('JavaEnabled'), { required: true })
    .boolean(f('JavascriptEnabled'), { required: true })
    .integer(f('ScreenHeight'), { required: true, min: 0 })
    .integer(f('ScreenWidth'), { required: true, min: 0 });
  const depth = check.value(f('ColorDepth'));
  if (typeof depth !== 'number' || !COLOR_DEPTHS.includes(depth))
    check.fail(f('ColorDepth'), `The ${f('ColorDepth')} field must be one of: ${COLOR_DEPTHS.join(', ')}.`);
  const offset = check.value(f('TimeZoneOffset'));
  if (!Number.isInteger(typeof offset === 'string' && offset.trim() !== '' ? Number(offset) : offset)) {
    check.fail(f('TimeZoneOffset'), `The ${f('TimeZoneOffset')} field must be an integer (minutes).`);
  }
}

function checkRequest(state: ClientState, body: unknown) {
  const check = BodyCheck.of(body);
  check
    .string('AuthorId', { required: true })
    .string('CreditedWalletId', { required: true })
    .string('CardId', { required: true })
    .oneOf('SecureMode', SECURE_MODES)
    .oneOf('Culture', CULTURES)
    .string('Tag', { max: 255 })
    .string('IpAddress', { required: true });
  checkMoney(check, 'DebitedFunds');
  checkMoney(check, 'Fees');
  checkUrl(check, 'SecureModeReturnURL');
  checkBrowserInfo(check);
  const ip = check.value('IpAddress');
  if (typeof ip === 'string' && ip !== '' && isIP(ip) === 0)
    check.fail('IpAddress', 'The IpAddress field is not a valid IPv4 or IPv6 address.');
  const descriptor = check.value('StatementDescriptor');
  if (descriptor !== undefined && descriptor !== null && (typeof descriptor !== 'string' || !/^[A-Za-z0-9 ]{1,10}$/.test(descriptor))) {
    check.fail('StatementDescriptor', 'The StatementDescriptor field must be 1 to 10 letters, digits or spaces.');
  }
  for (const party of ['Billing', 'Shipping']) {
    if (check.present(party))
      check
        .string(`${party}.FirstName`, { required: true })
        .string(`${party}.LastName`, { required: true })
        .address(`${party}.Address`, { required: true });
  }
  const feesCurrency = check.value('Fees.Currency');
  if (feesCurrency !== undefined && feesCurrency !== check.value('DebitedFunds.Currency'))
    check.fail('Fees.Currency', 'The Fees currency must be the DebitedFunds currency.');
  const cardId = String(check.value('CardId') ?? '');
  const card = state.get<CardResource>(CARDS, cardId);
  if (check.present('CardId') && !card) check.fail('CardId', `Cannot found the ressource Card with the id=${cardId}`);
  const wallet = checkAuthorAndWallet(state, check, 'DebitedFunds');
  if (!card || !wallet) throw paramError({ CardId: 'The CardId field is required.' });
  if (card.UserId !== check.value('AuthorId')) throw paramError({ CardId: 'The card does not belong to the author of the pay-in.' });
  if (card.Currency !== check.value('DebitedFunds.Currency')) {
    throw currencyIncompatibility(
      `The card's currency ${card.Currency} and the debitedAmount's currency ${String(check.value('DebitedFunds.Currency'))} must be the same`,
    );
  }
  return { check, card, wallet };
}

/** The bank's answer once the card holder is authenticated (or exempted): SUCCEEDED or a refusal. */
export function authorise(
  state: ClientState,
  sandbox: SandboxContext,
  payIn: CardPayInResource,
  changes: Partial<CardPayInResource> = {},
): PayInResource {
  const card = state.get<CardResource>(CARDS, payIn.CardId);
  const { declineCode } = cardBehaviour(testCardIdOf(state, payIn.CardId));
  if (card) state.put(CARDS, { ...card, Validity: declineCode ? 'INVALID' : 'VALID' });
  if (declineCode) return failPayIn(state, sandbox, payIn, declineCode, changes);
  return succeedPayIn(state, sandbox, payIn, changes);
}

export const cardPayInsModule: SandboxModule = {
  name: 'payins-card',
  routes({ api }, sandbox) {
    api.post('/payins/card/direct', (ctx) => {
      const state = clientOf(ctx);
      const { check, card, wallet } = checkRequest(state, ctx.request.body);
      const body = check.body;
      const debited = moneyOf(check, 'DebitedFunds');
      const fees = moneyOf(check, 'Fees');
      const id = state.newId();
      const secureMode = (body.SecureMode as string | undefined) ?? 'DEFAULT';
      const brand = card.CardProvider;
      const payIn: CardPayInResource = {
        Id: id,
        Tag: body.Tag ?? null,
        CreationDate: unixNow(sandbox.clock),
        AuthorId: String(body.AuthorId),
        CreditedUserId: wallet.Owners[0] ?? null,
        DebitedFunds: debited,
        CreditedFunds: { Currency: debited.Currency, Amount: debited.Amount - fees.Amount },
        Fees: fees,
        Status: 'CREATED',
        ResultCode: null,
        ResultMessage: null,
        ExecutionDate: null,
        Type: 'PAYIN',
        Nature: 'REGULAR',
        CreditedWalletId: wallet.Id,
        DebitedWalletId: null,
        PaymentType: 'CARD',
        ExecutionType: 'DIRECT',
        SecureMode: secureMode,
        CardId: card.Id,
        SecureModeReturnURL: withQueryParam(String(body.SecureModeReturnURL), 'transactionId', id),
        SecureModeRedirectURL: null,
        SecureModeNeeded: false,
        Culture: body.Culture ?? 'EN',
        SecurityInfo: { AVSResult: 'NO_CHECK' },
        StatementDescriptor: body.StatementDescriptor ?? null,
        BrowserInfo: body.BrowserInfo,
        IpAddress: body.IpAddress,
        Billing: body.Billing ?? null,
        Shipping: body.Shipping ?? null,
        Requested3DSVersion: null,
        Applied3DSVersion: 'V2_1',
        RecurringPayinRegistrationId: null,
        PreferredCardNetwork: null,
        PaymentCategory: 'ECommerce',
        CardInfo: {
          BIN: card.Alias.slice(0, 6),
          IssuingBank: 'EMULATOR BANK',
          IssuerCountryCode: 'FR',
          Type: brand === 'AMEX' ? 'CHARGE CARD' : 'CREDIT',
          Brand: brand,
          SubType: null,
        },
      };
      recordNewPayIn(state, sandbox, payIn);
      const behaviour = cardBehaviour(testCardIdOf(state, card.Id));
      if (payIn.CreditedFunds.Amount <= 0) ctx.body = failPayIn(state, sandbox, payIn, '001014');
      else if (!card.Active) ctx.body = failPayIn(state, sandbox, payIn, '101410');
      else if (!expiryValid(card.ExpirationDate, sandbox.clock.now())) ctx.body = failPayIn(state, sandbox, payIn, '101105');
      else if (behaviour.requiresForce && secureMode !== 'FORCE') ctx.body = failPayIn(state, sandbox, payIn, '101399');
      else if (behaviour.flow === 'challenge' || secureMode === 'FORCE' || debited.Amount > FRICTIONLESS_MAX_AMOUNT) {
        ctx.body = state.put<CardPayInResource>(PAYINS, {
          ...payIn,
          SecureModeNeeded: true,
          SecureModeRedirectURL: secureModePageUrl(sandbox, ctx.state.clientId, id),
        });
        expireSecureModeSessions(state, sandbox); // arms the session's end (system clock)
      } else ctx.body = authorise(state, sandbox, payIn);
    });
  },
};
