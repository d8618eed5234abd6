/**
 * Gateway operations for disputes (chargebacks, https://docs.mangopay.com/api-reference/disputes):
 * Mangopay creates a dispute when a payer's bank reverses one of our pay-ins, and takes the money back
 * through a repudiation. Disputes are only read here: a DISPUTE_* hook names one, the handler re-reads
 * it (api/manager/dispute-sync.ts).
 */
import type { dispute } from 'mangopay2-nodejs-sdk/typings/models/dispute';
import type { GatewayCore } from './gateway';

export type Dispute = dispute.DisputeData;

export interface DisputeOperations {
  getDispute(disputeId: string): Promise<Dispute>;
}

export function disputeOperations(core: GatewayCore): DisputeOperations {
  return {
    async getDispute(disputeId) {
      return (await core.run('getDispute', (sdk) => sdk.Disputes.get(disputeId, { resolveWithFullResponse: true }))).body;
    },
  };
}
