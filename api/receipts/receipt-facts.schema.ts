/**
 * The shape of `tax_receipts.facts` (jsonb, typed `unknown` by the generated row): parsed when read back,
 * so a receipt is rendered only from facts of the shape `ReceiptFacts` describes.
 */
import { z } from 'zod';
import type { ReceiptFacts } from './receipt.types';

const address = z.object({ line: z.string(), postCode: z.string(), city: z.string(), country: z.string() });

export const receiptFactsSchema: z.ZodType<ReceiptFacts> = z.object({
  kind: z.enum(['DONATION', 'ANNUAL']),
  number: z.string(),
  year: z.number(),
  issuedAt: z.string(),
  charity: z.object({
    id: z.number(),
    name: z.string(),
    address,
    purpose: z.string(),
    status: z.string(),
    signatory: z.object({ name: z.string(), title: z.string() }),
  }),
  donor: z.discriminatedUnion('type', [
    z.object({ type: z.literal('PERSON'), firstname: z.string(), name: z.string(), address: address.nullable() }),
    z.object({
      type: z.literal('COMPANY'),
      companyName: z.string(),
      legalForm: z.string(),
      siren: z.string(),
      address: address.nullable(),
    }),
  ]),
  amountCents: z.number(),
  payments: z.array(z.object({ day: z.string(), amountCents: z.number(), method: z.enum(['CARD', 'BANKWIRE', 'DIRECT_DEBIT']) })),
});
