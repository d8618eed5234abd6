import { Navigate, useSearchParams } from 'react-router-dom';
import { formDateToIso } from '@domain/dates';
import { LoadingOverlay } from '@/ui/Spinner';
import { potPagePath } from '@/lib/pot-paths';
import { finishQuickCardRegistration, preRegisterQuickCard, tokenizeCard, type QuickIdentity } from '../requests/cards';
import { postQuickDonation } from '../requests/donations';
import { DonationSummary } from '../components/DonationSummary';
import { LargeGiftCheck } from '../components/LargeGiftCheck';
import { PaymentShell } from '../components/PaymentShell';
import { QuickPaymentForm, type QuickPaymentValues } from '../components/QuickPaymentForm';
import { browserInfo } from '../lib/browser-info';
import { rememberQuickToken } from '@/lib/quick-return-token';
import type { CardPaymentSteps } from '../lib/card-payment';
import { thanksPath, readDonationChoices, tipsPath, type DonationChoices } from '../lib/donation-query';
import { useCardPayment } from '../lib/use-card-payment';
import { useDonationPot } from '../lib/use-donation-pot';

/**
 * The quick donation's steps: the donor's provider user and card (quick_register_card), then
 * quick_donations with the registration's one-time secret (each attempt registers the card again).
 */
function quickSteps(potId: number, choices: DonationChoices, identity: QuickIdentity): CardPaymentSteps {
  let account: { userId: string; walletId: string; quickToken: string } | null = null;
  return {
    preRegister: async () => {
      const registration = await preRegisterQuickCard(identity);
      account = { userId: registration.mangopay_user_id, walletId: registration.mangopay_wallet_id, quickToken: registration.quick_token };
      // Kept for the way back from the bank's 3-D Secure page (POST /payments/return).
      rememberQuickToken(registration.quick_token);
      return registration;
    },
    tokenize: tokenizeCard,
    finish: finishQuickCardRegistration,
    donate: (cardId, key) =>
      postQuickDonation(
        {
          potId,
          amountCents: choices.amountCents,
          tipCents: choices.tipCents,
          hide: choices.hide,
          anonymous: choices.anonymous,
          cardId,
          browserInfo: browserInfo(),
          identity,
          mangopayUserId: account?.userId ?? '',
          mangopayWalletId: account?.walletId ?? '',
          quickToken: account?.quickToken ?? '',
        },
        key,
      ),
  };
}

function identityOf(values: QuickPaymentValues): QuickIdentity {
  return {
    firstname: values.firstname.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    birth_date: formDateToIso(values.birth_date) ?? values.birth_date,
  };
}

/** /participate/{id}/quick-payment?amount=&tip=&hide=&anonymous=: a card donation without an account. */
export function QuickPaymentPage() {
  const [search] = useSearchParams();
  const { id, invalidId, pot } = useDonationPot();
  const choices = readDonationChoices(search);
  const { busy, pay } = useCardPayment((card) => quickSteps(id, choices as DonationChoices, identityOf(card as QuickPaymentValues)), {
    potId: id,
    successPath: (donationId) => thanksPath(id, donationId),
    kycPath: potPagePath(id),
  });

  if (invalidId) return <Navigate to="/" replace />;
  if (!choices) return <Navigate to={potPagePath(id)} replace />;
  if (!pot.data) {
    if (pot.isError) return <Navigate to="/" replace />;
    return <LoadingOverlay label="Chargement de votre don…" fullScreen />;
  }
  const tips = tipsPath(id, choices, true);
  return (
    <PaymentShell title="Don rapide" potName={pot.data.name} backTo={tips} closed={pot.data.closed}>
      <DonationSummary amountCents={choices.amountCents} tipCents={choices.tipCents} />
      <LargeGiftCheck amountCents={choices.amountCents} editTo={tips}>
        <p className="payment-page__note">Un don rapide, sans compte, ne donne pas droit à un reçu fiscal.</p>
        <section className="payment-method" aria-label="Vos coordonnées et votre carte">
          <QuickPaymentForm busy={busy} onPay={(values) => void pay(values)} />
        </section>
      </LargeGiftCheck>
    </PaymentShell>
  );
}
