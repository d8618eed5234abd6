/**
 * Recipients (https://docs.mangopay.com/api-reference/recipients, guide https://docs.mangopay.com/guides/sca/recipients):
 * POST users/{UserId}/recipients (201 Created, as the reference's example), POST users/{UserId}/recipients/validate
 * (200 with no body when the data would be accepted), GET recipients/{RecipientId}, GET users/{UserId}/recipients
 * (paginated, RecipientScope filter, the condensed view the reference shows), PUT recipients/{RecipientId}
 * {Status: DEACTIVATED} (only an ACTIVE recipient: "The Recipient must be ACTIVE to be deactivated",
 * otherwise 400 "Invalid State", Type param_error: the emulator's guess at the Type). Records in the `recipients` collection
 * (recipients.shape.ts), with `Status` PENDING | ACTIVE | CANCELED | DEACTIVATED as Mangopay names it.
 *
 * A PAYOUT recipient (the default scope) needs an OWNER who has enrolled in SCA, and the user present:
 * - ScaContext USER_PRESENT (the default): Status PENDING with PendingUserAction.RedirectUrl, the
 *   emulator's hosted page (recipient-sca-page.ts): 'Authentifier' makes it ACTIVE (RECIPIENT_ACTIVE),
 *   'Échec' CANCELED (RECIPIENT_CANCELED), as Mangopay's status list says;
 * - ScaContext USER_NOT_PRESENT needs a proxy consent, which the emulator never has: 403, as Mangopay
 *   answers without the user's consent (release notes 17 Nov 2025);
 * - the Sandbox trick of https://docs.mangopay.com/testing/payouts: "accept" in the user's Email or
 *   legal representative's e-mail makes the recipient ACTIVE at once.
 * A PAYIN recipient needs no SCA: ACTIVE at once. An OWNER still PENDING_USER_ACTION is refused (403,
 * "Refused actions" in https://docs.mangopay.com/guides/sca/users); so is a PAYER's PAYOUT recipient.
 * The 403 bodies' Type and Message are the emulator's own wording. EUR LocalBankTransfer recipients in a
 * SEPA country carry RecipientVerificationOfPayee (payee-check.ts).
 */
import { randomBytes } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxContext, type SandboxModule, type SandboxRequestState } from '../context';
import { resourceNotFound, SandboxError } from '../errors';
import { paginate, queryParam } from '../http';
import type { ClientState } from '../state';
import { BodyCheck } from '../validation';
import { verifyPayee, vopApplies } from './payee-check';
import { checkRecipient, payeeName, RECIPIENTS, recipientRecord, recipientSummary, type RecipientResource } from './recipients.shape';
import { findUser } from './users';

type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

/** Recipient SCA sessions: token -> recipient (the hosted page's `token` query parameter). */
export const RECIPIENT_SCA_SESSIONS = 'recipientscasessions';

const forbidden = (message: string) => new SandboxError(403, 'forbidden_ressource', message);

export function findRecipient(state: ClientState, id: string): RecipientResource {
  const recipient = state.get<RecipientResource>(RECIPIENTS, id);
  if (!recipient) throw resourceNotFound('Recipient', id);
  return recipient;
}

/** Ends a PENDING recipient's SCA session: ACTIVE or CANCELED, its event, no pending action left. */
export function settleRecipientSca(
  sandbox: SandboxContext,
  state: ClientState,
  recipient: RecipientResource,
  authenticated: boolean,
): void {
  if (recipient.Status !== 'PENDING') return;
  recipient.Status = authenticated ? 'ACTIVE' : 'CANCELED';
  recipient.PendingUserAction = null;
  const EventType = authenticated ? 'RECIPIENT_ACTIVE' : 'RECIPIENT_CANCELED';
  sandbox.emit({ clientId: state.clientId, EventType, ResourceId: recipient.Id });
}

function bypassesSca(user: Record<string, unknown>): boolean {
  return [user.Email, user.LegalRepresentativeEmail].some((e) => typeof e === 'string' && /accept/i.test(e));
}

/** The user's checks and the body's; returns the checked body. */
function checkedRequest(ctx: Ctx): { body: Record<string, unknown>; user: Record<string, unknown> } {
  const user = findUser(ctx, ctx.params.userId ?? '');
  const body = BodyCheck.of(ctx.request.body).body;
  checkRecipient(body);
  if ((body.RecipientScope ?? 'PAYOUT') === 'PAYOUT') {
    if (user.UserCategory !== 'OWNER') throw forbidden('A PAYOUT recipient can only be created for a user whose UserCategory is OWNER.');
    if (user.UserStatus === 'PENDING_USER_ACTION')
      throw forbidden('The user must enroll in SCA first: users in PENDING_USER_ACTION status cannot register a recipient.');
    if (body.ScaContext === 'USER_NOT_PRESENT')
      throw forbidden('The user has not given proxy consent: a PAYOUT recipient needs ScaContext USER_PRESENT.');
  }
  return { body, user };
}

function create(ctx: Ctx, sandbox: SandboxContext): void {
  const { body, user } = checkedRequest(ctx);
  const state = clientOf(ctx);
  const recipient = recipientRecord(body, { Id: state.newId(), CreationDate: unixNow(sandbox.clock), UserId: String(user.Id) });
  if (vopApplies(recipient.Currency, recipient.PayoutMethodType, recipient.Country)) {
    recipient.RecipientVerificationOfPayee = verifyPayee(state, recipient.LocalBankTransfer.EUR.IBAN, payeeName(body));
  }
  state.put(RECIPIENTS, recipient);
  if (recipient.RecipientScope === 'PAYIN' || bypassesSca(user)) {
    recipient.Status = 'ACTIVE';
    sandbox.emit({ clientId: state.clientId, EventType: 'RECIPIENT_ACTIVE', ResourceId: recipient.Id });
  } else {
    const token = randomBytes(16).toString('hex');
    state.put(RECIPIENT_SCA_SESSIONS, { Id: token, RecipientId: recipient.Id, CreationDate: recipient.CreationDate });
    recipient.PendingUserAction = {
      RedirectUrl: `${sandbox.publicUrl}/sca-recipient/${encodeURIComponent(state.clientId)}?token=${token}`,
    };
  }
  ctx.status = 201;
  ctx.body = recipient;
}

/** 400 "Invalid State": a recipient that is not ACTIVE cannot be deactivated. */
const invalidState = (status: string) =>
  new SandboxError(400, 'param_error', 'Invalid State', { Status: `The recipient is ${status}, not ACTIVE.` });

function deactivate(ctx: Ctx, sandbox: SandboxContext): void {
  const state = clientOf(ctx);
  const recipient = findRecipient(state, ctx.params.id ?? '');
  const check = BodyCheck.of(ctx.request.body).oneOf('Status', ['DEACTIVATED'], { required: true });
  check.done();
  if (recipient.Status !== 'ACTIVE') throw invalidState(recipient.Status);
  recipient.Status = 'DEACTIVATED';
  recipient.PendingUserAction = null;
  sandbox.emit({ clientId: state.clientId, EventType: 'RECIPIENT_DEACTIVATED', ResourceId: recipient.Id });
  ctx.body = recipient;
}

export const recipientsModule: SandboxModule = {
  name: 'recipients',
  routes({ api }, sandbox) {
    api.post('/users/:userId/recipients/validate', (ctx) => {
      checkedRequest(ctx);
      ctx.status = 200;
      ctx.body = ''; // an empty body, not Koa's default text
    });
    api.post('/users/:userId/recipients', (ctx) => create(ctx, sandbox));
    api.get('/users/:userId/recipients', (ctx) => {
      const user = findUser(ctx, ctx.params.userId ?? '');
      const scope = queryParam(ctx, 'RecipientScope');
      const own = clientOf(ctx)
        .list<RecipientResource>(RECIPIENTS)
        .filter((r) => r.UserId === user.Id && (!scope || r.RecipientScope === scope));
      ctx.body = paginate(ctx, own).map(recipientSummary);
    });
    api.get('/recipients/:id', (ctx) => {
      ctx.body = findRecipient(clientOf(ctx), ctx.params.id ?? '');
    });
    api.put('/recipients/:id', (ctx) => deactivate(ctx, sandbox));
  },
};
