/**
 * Why the provider ended a money movement as it did: a pay-in, refund, payout or dispute carries a
 * `ResultCode` ('000000' when it succeeded, e.g. 101304 when the bank's 3-D Secure page expired, LOST
 * for a dispute) and a `ResultMessage` (docs/mangopay.md). They are kept beside the movement's status,
 * cut to their columns, null when the provider gave none.
 */

/** The width of the `result_code` columns of donations, refunds and payouts (disputes keep 32). */
export const RESULT_CODE_LENGTH = 16;
const RESULT_MESSAGE_LENGTH = 255;

export interface ProviderResult {
  result_code: string | null;
  result_message: string | null;
}

/** The provider's result code and message of a resource, as our columns keep them. */
export function providerResult(
  resource: { ResultCode?: unknown; ResultMessage?: unknown },
  codeLength = RESULT_CODE_LENGTH,
): ProviderResult {
  return {
    result_code: resource.ResultCode ? String(resource.ResultCode).slice(0, codeLength) : null,
    result_message: resource.ResultMessage ? String(resource.ResultMessage).slice(0, RESULT_MESSAGE_LENGTH) : null,
  };
}
