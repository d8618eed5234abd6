/**
 * The contract cases of the card and bank endpoints (slices 2-3), run by contract.test.ts: each sends
 * the documented request (ids replaced by the emulator's own) over plain HTTP and returns the answers
 * paired with the documented examples they must match (same keys, same JSON types). HTTP statuses and
 * the tokenizer's text answers are checked here.
 */
import { expect } from 'vitest';
import type { TestSandbox } from '../testing/test-sandbox';
import { nextYear } from '../testing/browser';
import { rawRequest, type RawClient } from '../testing/raw-client';
import * as fixtures from './fixtures';
import * as docs from './fixtures-payments';
import { createNaturalUserScaPayer } from './fixtures-hooks-kyc-payouts';
import { controlHeaders } from '../control-access';

export interface ContractCase {
  name: string;
  run(api: RawClient, sandbox: TestSandbox): Promise<Array<[answer: unknown, documented: fixtures.Fixture]>>;
}

type Json = Record<string, any>;

async function ok(api: RawClient, method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await api.call(method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

async function payerAndWallet(api: RawClient): Promise<{ userId: string; walletId: string }> {
  const user = await ok(api, 'POST', '/sca/users/natural', createNaturalUserScaPayer.request);
  const wallet = await ok(api, 'POST', '/wallets', { ...fixtures.createWallet.request, Owners: [user.Id] });
  return { userId: user.Id, walletId: wallet.Id };
}

async function tokenized(registration: Json, sandbox: TestSandbox, cardNumber: string): Promise<string> {
  const form = {
    data: registration.PreregistrationData,
    accessKeyRef: registration.AccessKey,
    cardNumber,
    cardExpirationDate: nextYear(sandbox.clock.now()),
    cardCvx: '123',
  };
  const answer = await fetch(registration.CardRegistrationURL, { method: 'POST', body: new URLSearchParams(form) });
  expect(answer.status).toBe(200);
  const text = await answer.text();
  expect(text).toMatch(/^(data=[\w-]+|errorCode=\d{5})$/);
  return text;
}

async function card(
  api: RawClient,
  sandbox: TestSandbox,
  userId: string,
  number: string,
): Promise<{ registration: Json; validated: Json }> {
  const registration = await ok(api, 'POST', '/cardregistrations', { ...docs.createCardRegistration.request, UserId: userId });
  const validated = await ok(api, 'PUT', `/cardregistrations/${registration.Id}`, {
    ...docs.updateCardRegistration.request,
    RegistrationData: await tokenized(registration, sandbox, number),
  });
  return { registration, validated };
}

async function mandate(api: RawClient, userId: string): Promise<Json> {
  const account = await ok(api, 'POST', `/users/${userId}/bankaccounts/iban`, docs.createIbanBankAccount.request);
  return ok(api, 'POST', '/mandates/directdebit/web', { ...docs.createMandate.request, BankAccountId: account.Id });
}

const confirm = async (m: Json) => {
  const answer = await fetch(m.RedirectURL, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ outcome: 'confirm' }) });
  expect(answer.status).toBe(303);
};

export const paymentCases: ContractCase[] = [
  {
    name: 'POST cardregistrations, the tokenizer, PUT (VALIDATED and ERROR), GET cardregistrations/{id} and cards/{id}',
    async run(api, sandbox) {
      const { userId } = await payerAndWallet(api);
      const { registration, validated } = await card(api, sandbox, userId, '4970105181818183');
      const failing = await ok(api, 'POST', '/cardregistrations', { ...docs.createCardRegistration.request, UserId: userId });
      const error = await ok(api, 'PUT', `/cardregistrations/${failing.Id}`, {
        RegistrationData: await tokenized(failing, sandbox, '4970105181818184'),
      });
      expect(error).toMatchObject({ Status: 'ERROR', ResultCode: '105202' });
      return [
        [registration, docs.createCardRegistration],
        [validated, docs.updateCardRegistration],
        [await ok(api, 'GET', `/cardregistrations/${registration.Id}`), docs.updateCardRegistration],
        [error, docs.updateCardRegistrationError],
        [await ok(api, 'GET', `/cards/${validated.CardId}`), docs.viewCard],
      ];
    },
  },
  {
    name: 'POST payins/card/direct (challenge CREATED, frictionless SUCCEEDED, FAILED after 3-D Secure) and GET payins/{id}',
    async run(api, sandbox) {
      const { userId, walletId } = await payerAndWallet(api);
      const challenge = await card(api, sandbox, userId, '4970105181818183');
      const request = { ...docs.createCardPayInChallenge.request, AuthorId: userId, CreditedWalletId: walletId };
      const created = await ok(api, 'POST', '/payins/card/direct', { ...request, CardId: challenge.validated.CardId });
      expect(created).toMatchObject({ Status: 'CREATED', SecureModeNeeded: true });
      const refused = await fetch(created.SecureModeRedirectURL, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ outcome: 'fail' }),
      });
      expect(refused.status).toBe(303);
      const frictionless = await card(api, sandbox, userId, '4970107111111119');
      const funds = { DebitedFunds: { Currency: 'EUR', Amount: 4500 }, Fees: { Currency: 'EUR', Amount: 45 } };
      const succeeded = await ok(api, 'POST', '/payins/card/direct', { ...request, ...funds, CardId: frictionless.validated.CardId });
      expect(succeeded).toMatchObject({ Status: 'SUCCEEDED', ResultCode: '000000' });
      return [
        [created, docs.createCardPayInChallenge],
        [succeeded, docs.createCardPayInFrictionless],
        // The FAILED example of the docs (101301) is older and lacks CardInfo and two other fields: the newest shape applies.
        [await ok(api, 'GET', `/payins/${created.Id}`), docs.createCardPayInChallenge],
      ];
    },
  },
  {
    name: 'POST payins/bankwire/direct, and GET payins/{id} once the wire is accepted',
    async run(api, sandbox) {
      const { userId, walletId } = await payerAndWallet(api);
      const created = await ok(api, 'POST', '/payins/bankwire/direct', {
        ...docs.createBankWirePayIn.request,
        AuthorId: userId,
        CreditedWalletId: walletId,
      });
      const accepted = await rawRequest(`${sandbox.url}/__sandbox/${api.clientId}/payins/bankwire/${created.Id}/accept`, {
        method: 'POST',
        headers: controlHeaders(sandbox),
      });
      expect(accepted.body.Status).toBe('SUCCEEDED');
      return [
        [created, docs.createBankWirePayIn],
        [await ok(api, 'GET', `/payins/${created.Id}`), docs.viewBankWirePayIn],
      ];
    },
  },
  {
    name: 'POST users/{id}/bankaccounts/iban, and its 400 for an invalid IBAN',
    async run(api) {
      const { userId } = await payerAndWallet(api);
      const invalid = await api.call('POST', `/users/${userId}/bankaccounts/iban`, {
        ...docs.createIbanBankAccount.request,
        IBAN: 'FR7630004000031234567890144',
      });
      expect(invalid.status).toBe(400);
      return [
        [await ok(api, 'POST', `/users/${userId}/bankaccounts/iban`, docs.createIbanBankAccount.request), docs.createIbanBankAccount],
        [invalid.body, docs.errorInvalidIban],
      ];
    },
  },
  {
    name: 'POST mandates/directdebit/web, GET mandates/{id} (SUBMITTED, FAILED 001807), PUT mandates/{id}/cancel and its 400',
    async run(api, sandbox) {
      const { userId } = await payerAndWallet(api);
      const created = await mandate(api, userId);
      const notYet = await api.call('PUT', `/mandates/${created.Id}/cancel`);
      expect(notYet.status).toBe(400);
      await confirm(created);
      const submitted = await ok(api, 'GET', `/mandates/${created.Id}`);
      const cancelled = await ok(api, 'PUT', `/mandates/${created.Id}/cancel`);
      const expiring = await mandate(api, userId);
      sandbox.clock.advance(3_600_000);
      const expired = await ok(api, 'GET', `/mandates/${expiring.Id}`);
      expect([submitted.Status, cancelled.ResultCode, expired.ResultCode]).toEqual(['SUBMITTED', '001806', '001807']);
      return [
        [created, docs.createMandate],
        [notYet.body, docs.errorMandateCannotBeCancelled],
        [submitted, docs.viewMandateSubmitted],
        [cancelled, docs.cancelMandate],
        [expired, docs.viewMandateExpired],
      ];
    },
  },
  {
    name: 'POST payins/directdebit/direct (CREATED; FAILED 001833 with HTTP 200) and GET payins/{id}',
    async run(api) {
      const { userId, walletId } = await payerAndWallet(api);
      const request = { ...docs.createDirectDebitPayIn.request, AuthorId: userId, CreditedWalletId: walletId };
      const unconfirmed = await mandate(api, userId);
      const failed = await ok(api, 'POST', '/payins/directdebit/direct', { ...request, MandateId: unconfirmed.Id });
      const usable = await mandate(api, userId);
      await confirm(usable);
      const created = await ok(api, 'POST', '/payins/directdebit/direct', { ...request, MandateId: usable.Id });
      expect([created.Status, failed.ResultCode]).toEqual(['CREATED', '001833']);
      return [
        [created, docs.createDirectDebitPayIn],
        [failed, docs.createDirectDebitPayInFailed],
        [await ok(api, 'GET', `/payins/${created.Id}`), docs.createDirectDebitPayIn],
      ];
    },
  },
];
