/**
 * The emulator's resource modules, in registration order. A slice adds its resources by writing a
 * module (see ../context.ts) and appending it here.
 */
import type { SandboxModule } from '../context';
import { disputesModule } from './disputes';
import { eventsModule } from './events';
import { hooksModule } from './hooks';
import { kycModule } from './kyc';
import { payeeCheckModule } from './payee-check';
import { payoutsModule } from './payouts';
import { recipientScaPageModule } from './recipient-sca-page';
import { recipientsModule } from './recipients';
import { refundsModule } from './refunds';
import { scaEnrollmentModule } from './sca-enrollment';
import { scaUsersModule } from './sca-users';
import { transfersModule } from './transfers';
import { usersModule } from './users';
import { walletsModule } from './wallets';
import { bankAccountsModule } from './bank-accounts';
import { cardTokenizationModule } from './card-tokenization';
import { cardsModule } from './cards';
import { mandatePageModule } from './mandate-page';
import { mandatesModule } from './mandates';
import { payInsModule } from './payins';
import { bankWirePayInsModule } from './payins-bankwire';
import { cardPayInsModule } from './payins-card';
import { directDebitPayInsModule } from './payins-directdebit';
import { secureModeExpiryModule } from './secure-mode-expiry';
import { secureModePageModule } from './secure-mode-page';

export const sandboxModules: SandboxModule[] = [usersModule, walletsModule, eventsModule];
// Slices 4-5: hooks (delivery subscribes to every emitted event), KYC, SCA users, transfers, payouts, refunds.
sandboxModules.push(hooksModule, scaUsersModule, scaEnrollmentModule, kycModule, transfersModule, payoutsModule, refundsModule);
// Slices 2-3: cards and 3-D Secure; bank wires, IBAN accounts, mandates and direct debits.
sandboxModules.push(cardsModule, cardTokenizationModule, payInsModule, cardPayInsModule, secureModePageModule);
// Abandoned 3-D Secure sessions end after 30 minutes (FAILED 101304).
sandboxModules.push(secureModeExpiryModule);
sandboxModules.push(bankWirePayInsModule, bankAccountsModule, mandatesModule, mandatePageModule, directDebitPayInsModule);
// Disputes (chargebacks) and their repudiations.
sandboxModules.push(disputesModule);
// Recipients (payout accounts registered with SCA) and the simulated Verification of Payee.
sandboxModules.push(recipientsModule, recipientScaPageModule, payeeCheckModule);
