import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@domain/constants';
import { useSession } from '@/lib/store';
import { LoadingOverlay } from '@/ui/Spinner';
import { potPagePath } from '@/lib/pot-paths';
import { CardMethod } from '../components/CardMethod';
import { DonationSummary } from '../components/DonationSummary';
import { LargeGiftCheck } from '../components/LargeGiftCheck';
import { MethodChooser } from '../components/MethodChooser';
import { PaymentShell } from '../components/PaymentShell';
import { companyDetailsMissing, SirenMissingModal } from '../components/SirenMissingModal';
import { representativeMissing, representativePath } from '../lib/representative';
import { thanksPath, kycPath, loginForPaymentPath, readDonationChoices, tipsPath } from '../lib/donation-query';
import { useDonationPot } from '../lib/use-donation-pot';
import { BankTransferMethod, MonthlyMandateMethod, OneOffMandateMethod } from '../methods';
import type { PaymentContext } from '../payment-context';

/**
 * /participate/{id}/payment?amount=&tip=&hide=&anonymous= (sign-in required): the four methods, CB by
 * default; the card form is this feature's, the three bank methods come from ./methods.
 */
export function PaymentPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const { id, invalidId, pot } = useDonationPot();
  const { user, token, status, isAuthenticated } = useSession();
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [companyBlocked, setCompanyBlocked] = useState(false);
  const choices = readDonationChoices(search);

  if (invalidId) return <Navigate to="/" replace />;
  if (!choices) return <Navigate to={potPagePath(id)} replace />;
  if (token && !user && status !== 'ready') return <LoadingOverlay label="Chargement de votre compte…" fullScreen />;
  if (!isAuthenticated || !user) return <Navigate to={loginForPaymentPath(id, choices)} replace />;
  if (!pot.data) {
    if (pot.isError) return <Navigate to="/" replace />;
    return <LoadingOverlay label="Chargement de votre don…" fullScreen />;
  }

  // A company completes its legal representative first, then comes back to this payment.
  if (!companyDetailsMissing(user) && representativeMissing(user)) {
    return <Navigate to={representativePath(user, id, search.get('amount') ?? '', `${location.pathname}${location.search}`)} replace />;
  }
  const tips = tipsPath(id, choices);
  const context: PaymentContext = {
    potId: id,
    amountCents: choices.amountCents,
    tipCents: choices.tipCents,
    hide: choices.hide,
    anonymous: choices.anonymous,
    potName: pot.data.name,
    assocName: pot.data.assoc.name,
  };
  const donorType = user.role.name === 'enterprise' ? 'company' : 'particular';

  return (
    <>
      <PaymentShell title="Paiement de votre don" potName={pot.data.name} backTo={tips} closed={pot.data.closed}>
        <DonationSummary
          amountCents={choices.amountCents}
          tipCents={choices.tipCents}
          action={
            <Link className="donation-summary__edit" to={tips}>
              Modifier
            </Link>
          }
        />
        <LargeGiftCheck amountCents={choices.amountCents} editTo={tips}>
          <MethodChooser value={method} onChange={setMethod} />
          <section className="payment-method" aria-label="Détails du paiement">
            {method === 'CB' && (
              <CardMethod
                {...context}
                targets={{
                  potId: id,
                  successPath: (donationId) => thanksPath(id, donationId),
                  kycPath: kycPath(donorType, id, choices),
                  onCompanyDetailsMissing: () => setCompanyBlocked(true),
                }}
              />
            )}
            {method === 'UNIQUE_WIRE' && <OneOffMandateMethod {...context} />}
            {method === 'MONTHLY_WIRE' && <MonthlyMandateMethod {...context} />}
            {method === 'SEPA' && <BankTransferMethod {...context} />}
          </section>
        </LargeGiftCheck>
      </PaymentShell>
      {/* A portal: it shows even over a closed pot's notice. */}
      {(companyBlocked || companyDetailsMissing(user)) && <SirenMissingModal backTo={tips} />}
    </>
  );
}
