/**
 * Direct-debit web mandates (https://docs.mangopay.com/api-reference/mandates/create-mandate, view-mandate,
 * cancel-mandate): POST mandates/directdebit/web {BankAccountId, Culture, ReturnURL, Tag?} -> CREATED with
 * RedirectURL (the confirmation page, mandate-page.ts), DocumentURL (the mandate as a page) and ReturnURL
 * answered with `MandateId={Id}` added; Scheme and BankReference null until confirmed.
 * Life cycle: CREATED -> SUBMITTED when the payer confirms on the page (usable for debits) -> ACTIVE after
 * the first successful debit; FAILED 001807 when still unconfirmed one hour (sandbox clock) after its
 * creation; FAILED 001806 when cancelled (PUT mandates/{id}/cancel, only from SUBMITTED or ACTIVE, else
 * 400 mandate_cannot_be_cancelled) or, an emulator choice, when the payer chooses 'Annuler' on the page.
 * Events MANDATE_CREATED, MANDATE_SUBMITTED, MANDATE_ACTIVATED, MANDATE_FAILED.
 * Also GET mandates, users/{id}/mandates, users/{id}/bankaccounts/{id}/mandates.
 */
import { randomBytes } from 'node:crypto';
import { clientOf, unixNow, type SandboxContext, type SandboxModule } from '../context';
import { paramError, resourceNotFound, SandboxError } from '../errors';
import { paginate } from '../http';
import type { ClientState, Resource } from '../state';
import { BodyCheck } from '../validation';
import { wakeAt } from '../wakeups';
import { BANK_ACCOUNTS, findBankAccount, type BankAccountResource } from './bank-accounts';
import { isWebUrl, withQueryParam } from './page-layout';
import { RESULT_MESSAGES } from './payins';
import { findUser } from './users';

export const MANDATES = 'mandates';
export const MANDATE_CULTURES = ['EN', 'FR', 'NL', 'DE', 'ES', 'IT', 'PL'] as const;
/** An unconfirmed mandate fails after this long (https://docs.mangopay.com/errors/codes/001807). */
export const MANDATE_CONFIRMATION_SECONDS = 3600;

export type MandateStatus = 'CREATED' | 'SUBMITTED' | 'ACTIVE' | 'FAILED' | 'EXPIRED';
export type MandateResource = Resource & {
  BankAccountId: string;
  UserId: string;
  Status: MandateStatus;
  Culture: string;
  ReturnURL: string;
  Scheme: string | null;
  BankReference: string | null;
  ResultCode: string | null;
  ResultMessage: string | null;
};

export function findMandate(state: ClientState, id: string): MandateResource {
  const mandate = state.get<MandateResource>(MANDATES, id);
  if (!mandate) throw resourceNotFound('Mandate', id);
  return mandate;
}

function change(
  state: ClientState,
  sandbox: SandboxContext,
  mandate: MandateResource,
  changes: Partial<MandateResource>,
  event: string,
): MandateResource {
  const updated = state.put<MandateResource>(MANDATES, { ...mandate, ...changes });
  sandbox.emit({ clientId: state.clientId, EventType: event, ResourceId: mandate.Id });
  return updated;
}

const failed = (code: string) => ({ Status: 'FAILED' as const, ResultCode: code, ResultMessage: RESULT_MESSAGES[code] ?? null });

/** The payer confirmed on the page: SUBMITTED, with its scheme and bank reference. */
export function confirmMandate(state: ClientState, sandbox: SandboxContext, mandate: MandateResource): MandateResource {
  const reference = [...randomBytes(7)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
  return change(state, sandbox, mandate, { Status: 'SUBMITTED', Scheme: 'SEPA', BankReference: reference }, 'MANDATE_SUBMITTED');
}

/** The payer refused on the page (emulator choice: the result of a cancellation, 001806). */
export function refuseMandate(state: ClientState, sandbox: SandboxContext, mandate: MandateResource): MandateResource {
  return change(state, sandbox, mandate, failed('001806'), 'MANDATE_FAILED');
}

/** The first successful debit makes a SUBMITTED mandate ACTIVE. */
export function activateMandate(state: ClientState, sandbox: SandboxContext, mandate: MandateResource): MandateResource {
  return mandate.Status === 'SUBMITTED' ? change(state, sandbox, mandate, { Status: 'ACTIVE' }, 'MANDATE_ACTIVATED') : mandate;
}

const expiryOf = (mandate: MandateResource) => (mandate.CreationDate ?? 0) + MANDATE_CONFIRMATION_SECONDS;

/** Fails the mandates left unconfirmed for an hour, and asks to be woken for the next one (system clock). */
export function expireMandates(state: ClientState, sandbox: SandboxContext): void {
  const now = unixNow(sandbox.clock);
  const waiting = state.list<MandateResource>(MANDATES).filter((m) => m.Status === 'CREATED');
  for (const mandate of waiting) if (expiryOf(mandate) <= now) change(state, sandbox, mandate, failed('001807'), 'MANDATE_FAILED');
  const next = Math.min(...waiting.filter((m) => expiryOf(m) > now).map(expiryOf));
  if (Number.isFinite(next)) wakeAt(sandbox, state.clientId, 'mandate-expiry', next, (s) => expireMandates(s, sandbox));
}

export function mandatePageUrl(sandbox: SandboxContext, clientId: string, mandateId: string, page: 'confirmation' | 'document'): string {
  return `${sandbox.publicUrl}/mandates/${encodeURIComponent(clientId)}/${mandateId}/${page}`;
}

export const mandatesModule: SandboxModule = {
  name: 'mandates',
  routes({ api }, sandbox) {
    api.post('/mandates/directdebit/web', (ctx) => {
      const state = clientOf(ctx);
      const check = BodyCheck.of(ctx.request.body);
      check.string('BankAccountId', { required: true }).string('ReturnURL', { required: true, max: 255 }).string('Tag', { max: 255 });
      if (!check.present('Culture')) check.fail('Culture', 'The Culture field is required.');
      else if (!MANDATE_CULTURES.includes(check.value('Culture') as never))
        check.fail('Culture', 'The requested language is not supported');
      const returnUrl = check.value('ReturnURL');
      if (typeof returnUrl === 'string' && returnUrl !== '' && !isWebUrl(returnUrl))
        check.fail('ReturnURL', 'The ReturnURL field is not a valid URL.');
      const accountId = String(check.value('BankAccountId') ?? '');
      const account = state.get<BankAccountResource>(BANK_ACCOUNTS, accountId);
      if (check.present('BankAccountId') && !account)
        check.fail('BankAccountId', `Cannot found the ressource BankAccount with the id=${accountId}`);
      else if (account && !account.Active) check.fail('BankAccountId', 'The bank account is not active.');
      check.done();
      if (!account) throw paramError({ BankAccountId: 'The BankAccountId field is required.' });
      const id = state.newId();
      const mandate = state.put<MandateResource>(MANDATES, {
        Scheme: null,
        BankAccountId: account.Id,
        BankReference: null,
        Culture: String(check.value('Culture')),
        DocumentURL: mandatePageUrl(sandbox, ctx.state.clientId, id, 'document'),
        ReturnURL: withQueryParam(String(returnUrl), 'MandateId', id),
        RedirectURL: mandatePageUrl(sandbox, ctx.state.clientId, id, 'confirmation'),
        Id: id,
        CreationDate: unixNow(sandbox.clock),
        Status: 'CREATED',
        UserId: account.UserId,
        ExecutionType: 'WEB',
        MandateType: 'DIRECT_DEBIT',
        Tag: check.value('Tag') ?? null,
        ResultCode: null,
        ResultMessage: null,
      });
      sandbox.emit({ clientId: state.clientId, EventType: 'MANDATE_CREATED', ResourceId: id });
      expireMandates(state, sandbox);
      ctx.body = mandate;
    });
    api.get('/mandates/:id', (ctx) => {
      ctx.body = findMandate(clientOf(ctx), ctx.params.id ?? '');
    });
    api.put('/mandates/:id/cancel', (ctx) => {
      const state = clientOf(ctx);
      const mandate = findMandate(state, ctx.params.id ?? '');
      if (mandate.Status !== 'SUBMITTED' && mandate.Status !== 'ACTIVE') {
        throw new SandboxError(400, 'mandate_cannot_be_cancelled', 'The Status of this mandate does not allow it to be cancelled');
      }
      ctx.body = change(state, sandbox, mandate, failed('001806'), 'MANDATE_FAILED');
    });
    api.get('/mandates', (ctx) => {
      ctx.body = paginate(ctx, clientOf(ctx).list<MandateResource>(MANDATES));
    });
    api.get('/users/:id/mandates', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      ctx.body = paginate(
        ctx,
        clientOf(ctx)
          .list<MandateResource>(MANDATES)
          .filter((m) => m.UserId === user.Id),
      );
    });
    api.get('/users/:id/bankaccounts/:accountId/mandates', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      const account = findBankAccount(clientOf(ctx), ctx.params.accountId ?? '', user.Id);
      ctx.body = paginate(
        ctx,
        clientOf(ctx)
          .list<MandateResource>(MANDATES)
          .filter((m) => m.BankAccountId === account.Id),
      );
    });
  },
  sweep: (state, sandbox) => expireMandates(state, sandbox),
};
