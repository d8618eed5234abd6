import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { NOTICE_TITLES } from '@domain/notices';
import { centsToEuroInput, donationAmountError, formatEuros, parseEuroInput } from '@domain/money';
import { idSchema } from '@domain/requests';
import { useSession } from '@/lib/store';
import { wizardFlowOf, type WizardFlow } from '@/lib/wizard-flow';
import { buttonClassName } from '@/ui/Button';
import { LoadingOverlay } from '@/ui/Spinner';
import { usePot } from '@/lib/pot';
import { editPotPath, potPagePath } from '@/lib/pot-paths';
import { thanksPath } from '../lib/donation-query';
import { CardMethod } from '../components/CardMethod';
import { DonationSummary } from '../components/DonationSummary';
import { LargeGiftCheck } from '../components/LargeGiftCheck';
import { PaymentAlert, PaymentShell } from '../components/PaymentShell';
import { companyDetailsMissing, SirenMissingModal } from '../components/SirenMissingModal';
import { representativeMissing, representativePath } from '../lib/representative';

/** The creation flow's transfer page (the bank-side feature's), with this payment's figures. */
export function creationSepaPath(
  flow: WizardFlow,
  type: string,
  query: { id: number; amountCents: number; giftCents: number; evt: string | null; hide: boolean },
): string {
  const params = new URLSearchParams({
    id: String(query.id),
    paramAmount: centsToEuroInput(query.amountCents),
    paramGift: centsToEuroInput(query.giftCents),
    hide: String(query.hide),
  });
  if (query.evt) params.set('evt', query.evt);
  return `/${flow}/${type}/sepa?${params}`;
}

/**
 * /create/{type}/payment?amount=&gift=&evt=&id=&hide= (sign-in required): the company's own donation
 * that ends the creation of its pot (`is_main`), by SEPA transfer (a button to the transfer details)
 * or by card, with a summary whose 'Modifier' returns to the pot's details.
 */
export function CreationPaymentPage() {
  const { type = 'company' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const flow = wizardFlowOf(location.pathname);
  const { user, token, status, isAuthenticated } = useSession();
  const parsedId = idSchema.safeParse(search.get('id'));
  const potId = parsedId.success ? parsedId.data : 0;
  const pot = usePot(potId, user?.id ?? null, parsedId.success);
  const amountCents = parseEuroInput(search.get('amount'));
  const giftCents = search.get('gift') ? parseEuroInput(search.get('gift')) : 0;
  const hide = search.get('hide') === 'true';
  const evt = search.get('evt');

  if (!parsedId.success) return <Navigate to="/" replace />;
  if (token && !user && status !== 'ready') return <LoadingOverlay label="Chargement de votre compte…" fullScreen />;
  if (!isAuthenticated || !user) return <Navigate to="/login" replace />;
  if (!pot.data) {
    if (pot.isError) return <Navigate to="/" replace />;
    return <LoadingOverlay label="Chargement de votre cagnotte…" fullScreen />;
  }
  // The creation-flow gift is the creator's own (the API refuses anyone else's `is_main`).
  if (!pot.data.can_edit) return <Navigate to={potPagePath(potId)} replace />;
  // A company completes its legal representative first, then comes back to this payment.
  if (!companyDetailsMissing(user) && representativeMissing(user)) {
    return <Navigate to={representativePath(user, potId, search.get('amount') ?? '', `${location.pathname}${location.search}`)} replace />;
  }
  // 'Modifier': the pot's details in the later-step variant, which comes back here with the same figures.
  const back = `${editPotPath(pot.data)}&${new URLSearchParams({ amount: search.get('amount') ?? '', gift: search.get('gift') ?? '0', hide: String(hide) })}`;
  if (amountCents === null || donationAmountError(amountCents) !== null || giftCents === null) {
    return (
      <PaymentShell title="Contribution de votre entreprise" potName={pot.data.name} backTo={back}>
        <PaymentAlert>{donationAmountError(amountCents)}</PaymentAlert>
      </PaymentShell>
    );
  }
  const context = {
    potId,
    amountCents,
    tipCents: giftCents,
    hide,
    anonymous: false,
    potName: pot.data.name,
    assocName: pot.data.assoc.name,
  };
  return (
    <PaymentShell title="Contribution de votre entreprise" potName={pot.data.name} backTo={back}>
      <LargeGiftCheck amountCents={amountCents} editTo={back}>
        <section className="payment-section" aria-labelledby="sepa-title">
          <h2 id="sepa-title" className="payment-section__title">
            Virement SEPA
          </h2>
          <p>
            Montant à virer : <strong>{formatEuros(amountCents + giftCents)}</strong>
          </p>
          <Link
            className={buttonClassName({ variant: 'secondary', block: true })}
            to={creationSepaPath(flow, type, { id: potId, amountCents, giftCents, evt, hide })}
          >
            Voir les coordonnées du virement
          </Link>
        </section>
        <section className="payment-section" aria-labelledby="card-title">
          <h2 id="card-title" className="payment-section__title">
            Paiement par carte
          </h2>
          <CardMethod
            {...context}
            isMain
            targets={{
              potId,
              // The one thank-you of every gift (issue 47), with the spec's 'Félicitations' notice of the creation flow.
              successPath: (donationId) => thanksPath(potId, donationId),
              successTitle: NOTICE_TITLES.congratulations,
              kycPath: `/${flow}/${type}/kyc?${new URLSearchParams({ id: String(potId), amount: centsToEuroInput(amountCents), gift: centsToEuroInput(giftCents), ...(evt ? { evt } : {}) })}`,
            }}
          >
            <DonationSummary
              title="Récapitulatif du paiement"
              amountCents={amountCents}
              tipCents={giftCents}
              action={
                <Link className="donation-summary__edit" to={back}>
                  Modifier
                </Link>
              }
            />
          </CardMethod>
        </section>
      </LargeGiftCheck>
      {companyDetailsMissing(user) && <SirenMissingModal backTo={back} />}
    </PaymentShell>
  );
}
