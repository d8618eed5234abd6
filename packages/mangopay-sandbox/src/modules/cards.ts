/**
 * Card registrations and cards.
 * - POST cardregistrations {UserId, Currency, CardType?, Tag?} -> Status CREATED with AccessKey,
 *   PreregistrationData and CardRegistrationURL, the emulator's tokenization endpoint (card-tokenization.ts)
 *   (https://docs.mangopay.com/api-reference/card-registrations/create-card-registration);
 * - PUT cardregistrations/{id} {RegistrationData, CardHolderName?}: "data=<token>" -> VALIDATED with
 *   CardId, ResultCode 000000; "errorCode=02625|02626|02627" -> HTTP 200, Status ERROR, ResultCode
 *   105202|105203|105204 (https://docs.mangopay.com/errors/codes/105202 ...); anything else (a token
 *   the tokenizer never issued) -> ERROR 001599 Token processing error;
 * - GET cardregistrations/{id}, GET cards/{id}, GET users/{id}/cards, PUT cards/{id} {Active: false}
 *   (https://docs.mangopay.com/api-reference/cards/view-card, deactivate-card).
 * Emulator choice: a second PUT on a processed registration answers it unchanged when it carries the
 * same RegistrationData (a retry), else 400 param_error.
 */
import { randomBytes } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxContext, type SandboxModule, type SandboxRequestState } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { paginate } from '../http';
import type { ClientState, Resource } from '../state';
import { BodyCheck } from '../validation';
import { cardAlias, cardBrand, cardFingerprint, testCardOf, type CardBrand, type TestCardId } from './test-cards';
import { findUser } from './users';
import { CURRENCIES } from './wallets';

export const CARD_REGISTRATIONS = 'cardregistrations';
export const CARDS = 'cards';
/**
 * Private records (never answered by the API): tokens issued by the tokenizer, and which test card each
 * card is. Neither holds a card number nor a CVC (test-cards.ts).
 */
export const VAULT_TOKENS = '_vault-tokens';
export const VAULT_CARDS = '_vault-cards';

export const CARD_TYPES = ['CB_VISA_MASTERCARD', 'AMEX', 'MAESTRO', 'BCMC'] as const;

export type CardRegistrationResource = Resource & {
  UserId: string;
  Status: 'CREATED' | 'VALIDATED' | 'ERROR';
  AccessKey: string;
  PreregistrationData: string;
  Currency: string;
  CardType: string;
  RegistrationData: string | null;
};
export type CardResource = Resource & {
  UserId: string;
  Active: boolean;
  Currency: string;
  ExpirationDate: string;
  Validity: 'UNKNOWN' | 'VALID' | 'INVALID';
  CardProvider: string;
  Alias: string;
};
export type VaultToken = Resource & {
  RegistrationId: string;
  TestCard: TestCardId;
  /** What Mangopay shows of the card: the first 6 and last 4 digits, the network, its fingerprint. */
  Alias: string;
  Brand: CardBrand;
  Fingerprint: string;
  ExpirationDate: string;
  UsedBy: string | null;
};
export type VaultCard = Resource & { TestCard: TestCardId };

const TOKENIZER_CODES: Record<string, [string, string]> = {
  '02625': ['105202', 'Card number: invalid format'],
  '02626': ['105203', 'Expiry date: missing or invalid format'],
  '02627': ['105204', 'CVV: missing or invalid format'],
};

type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

export function findCard(state: ClientState, id: string): CardResource {
  const card = state.get<CardResource>(CARDS, id);
  if (!card) throw resourceNotFound('Card', id);
  return card;
}

/** Which test card a card is, for the emulator's own decisions (test card behaviour). */
export function testCardIdOf(state: ClientState, cardId: string): TestCardId | undefined {
  return state.get<VaultCard>(VAULT_CARDS, cardId)?.TestCard;
}

function findRegistration(ctx: Ctx): CardRegistrationResource {
  const id = ctx.params.id ?? '';
  const registration = clientOf(ctx).get<CardRegistrationResource>(CARD_REGISTRATIONS, id);
  if (!registration) throw resourceNotFound('CardRegistration', id);
  return registration;
}

/** The tokenization URL of a registration (the browser posts the card data there). */
export function tokenizationUrl(sandbox: SandboxContext, clientId: string, registrationId: string): string {
  return `${sandbox.publicUrl}/tokenize/${encodeURIComponent(clientId)}/${registrationId}`;
}

function createCard(
  state: ClientState,
  sandbox: SandboxContext,
  registration: CardRegistrationResource,
  token: VaultToken,
  holder: unknown,
): CardResource {
  const brand = token.Brand;
  const card: CardResource = {
    ExpirationDate: token.ExpirationDate,
    Alias: token.Alias,
    CardType: registration.CardType,
    CardProvider: brand,
    Country: 'FRA',
    Product: brand === 'AMEX' ? 'C' : 'I',
    BankCode: 'unknown',
    Active: true,
    Currency: registration.Currency,
    Validity: 'UNKNOWN',
    UserId: registration.UserId,
    Id: state.newId(),
    Tag: null,
    CreationDate: unixNow(sandbox.clock),
    Fingerprint: token.Fingerprint,
    CardHolderName: typeof holder === 'string' ? holder : null,
  };
  state.put<VaultCard>(VAULT_CARDS, { Id: card.Id, TestCard: token.TestCard });
  return state.put(CARDS, card);
}

/** Applies RegistrationData to a CREATED registration (the authenticated PUT and the browser kit's POST). */
export function finishRegistration(
  state: ClientState,
  sandbox: SandboxContext,
  registration: CardRegistrationResource,
  body: Record<string, unknown>,
): CardRegistrationResource {
  const check = new BodyCheck(body);
  check.string('RegistrationData', { required: true });
  const holder = check.value('CardHolderName');
  if (holder !== undefined && holder !== null && (typeof holder !== 'string' || holder.length < 2 || holder.length > 255)) {
    check.fail('CardHolderName', 'The field CardHolderName must be between 2 and 255 characters long.');
  }
  check.done();
  const data = String(check.value('RegistrationData'));
  if (registration.Status !== 'CREATED') {
    if (registration.RegistrationData === data) return registration;
    throw paramError({ RegistrationData: 'This card registration has already been processed.' });
  }
  const done = (changes: Partial<CardRegistrationResource>) =>
    state.put(CARD_REGISTRATIONS, { ...registration, RegistrationData: data, ...changes });
  const errorCode = /^errorCode=(\d+)(?:&|$)/.exec(data)?.[1];
  const token = /^data=(.+)$/.exec(data)?.[1];
  const vault = token ? state.get<VaultToken>(VAULT_TOKENS, token) : undefined;
  if (!vault || vault.RegistrationId !== registration.Id || vault.UsedBy) {
    const [code, message] = (errorCode && TOKENIZER_CODES[errorCode]) || ['001599', 'Token processing error'];
    return done({ Status: 'ERROR', ResultCode: code, ResultMessage: message, CardId: null });
  }
  const card = createCard(state, sandbox, registration, vault, holder);
  state.put<VaultToken>(VAULT_TOKENS, { ...vault, UsedBy: card.Id });
  return done({ Status: 'VALIDATED', ResultCode: '000000', ResultMessage: 'Success', CardId: card.Id });
}

/**
 * Journals written before the emulator stopped keeping card numbers hold them in the vault
 * (`Number`): replaces each by what is kept now. A number that is not a test card (accepted back then,
 * as a frictionless card) becomes the frictionless test card; its card keeps its Alias and Fingerprint.
 * Returns whether anything changed.
 */
export function forgetCardNumbers(state: ClientState): boolean {
  let changed = false;
  const idOf = (number: string): TestCardId => testCardOf(number)?.id ?? 'visa-frictionless';
  for (const token of state.list(VAULT_TOKENS)) {
    if (!('Number' in token)) continue;
    const { Number: number, ...rest } = token;
    const digits = String(number);
    const kept = rest as Pick<VaultToken, 'Id' | 'RegistrationId' | 'ExpirationDate' | 'UsedBy'>;
    state.put<VaultToken>(VAULT_TOKENS, {
      ...kept,
      TestCard: idOf(digits),
      Alias: cardAlias(digits),
      Brand: cardBrand(digits) ?? 'VISA',
      Fingerprint: cardFingerprint(digits),
    });
    changed = true;
  }
  for (const vault of state.list(VAULT_CARDS)) {
    if (!('Number' in vault)) continue;
    state.put<VaultCard>(VAULT_CARDS, { Id: vault.Id, TestCard: idOf(String(vault.Number)) });
    changed = true;
  }
  return changed;
}

export const cardsModule: SandboxModule = {
  name: 'cards',
  upgrade: forgetCardNumbers,
  routes({ api }, sandbox) {
    api.post('/cardregistrations', (ctx) => {
      const check = BodyCheck.of(ctx.request.body);
      check
        .string('UserId', { required: true })
        .oneOf('Currency', CURRENCIES, { required: true })
        .oneOf('CardType', CARD_TYPES)
        .string('Tag', { max: 255 });
      check.done();
      const user = findUser(ctx, String(check.value('UserId')));
      const state = clientOf(ctx);
      const id = state.newId();
      ctx.body = state.put<CardRegistrationResource>(CARD_REGISTRATIONS, {
        Id: id,
        Tag: check.value('Tag') ?? null,
        CreationDate: unixNow(sandbox.clock),
        UserId: user.Id,
        AccessKey: randomBytes(15).toString('base64url'),
        PreregistrationData: randomBytes(60).toString('base64url'),
        RegistrationData: null,
        CardId: null,
        CardType: (check.value('CardType') as string | undefined) ?? 'CB_VISA_MASTERCARD',
        CardRegistrationURL: tokenizationUrl(sandbox, ctx.state.clientId, id),
        ResultCode: null,
        ResultMessage: null,
        Currency: String(check.value('Currency')),
        Status: 'CREATED',
      });
    });
    api.get('/cardregistrations/:id', (ctx) => {
      ctx.body = findRegistration(ctx);
    });
    api.put('/cardregistrations/:id', (ctx) => {
      ctx.body = finishRegistration(clientOf(ctx), sandbox, findRegistration(ctx), BodyCheck.of(ctx.request.body).body);
    });
    api.get('/cards/:id', (ctx) => {
      ctx.body = findCard(clientOf(ctx), ctx.params.id ?? '');
    });
    api.put('/cards/:id', (ctx) => {
      const state = clientOf(ctx);
      const card = findCard(state, ctx.params.id ?? '');
      const check = BodyCheck.of(ctx.request.body);
      if (check.value('Active') !== undefined && check.value('Active') !== false)
        check.fail('Active', 'A card can only be deactivated (Active false).');
      check.done();
      ctx.body = state.put(CARDS, { ...card, Active: check.value('Active') === false ? false : card.Active });
    });
    api.get('/users/:id/cards', (ctx) => {
      const user = findUser(ctx, ctx.params.id ?? '');
      ctx.body = paginate(
        ctx,
        clientOf(ctx)
          .list<CardResource>(CARDS)
          .filter((c) => c.UserId === user.Id),
      );
    });
  },
};
