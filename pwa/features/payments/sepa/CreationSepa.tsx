import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { parseEuroInput, totalPaid } from '@domain/money';
import { ApiError, firstErrorMessage } from '@/lib/api-client';
import { KYC_REQUIRED_CODE } from '../lib/card-payment';
import { wizardFlowOf } from '@/lib/wizard-flow';
import { buttonClassName } from '@/ui/Button';
import { LoadingOverlay } from '@/ui/Spinner';
import { thanksPath } from '../lib/donation-query';
import { requestBankWire, type BankWireAnswer } from '../requests/bank';
import { SepaDetails } from './SepaDetails';
import './sepa.css';

/** A non-negative integer of the query (cents, ids), or null. */
function integer(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** The transfer this page is about: from the spec's dataWire* (cents), else from the payment page's query. */
function readWire(params: URLSearchParams) {
  const potId = integer(params.get('dataWireID')) ?? integer(params.get('id')) ?? 0;
  const amountCents = integer(params.get('dataWireAmount')) ?? parseEuroInput(params.get('paramAmount')) ?? 0;
  const tipCents =
    integer(params.get('dataWireGift_entraide')) ?? (params.get('paramGift') ? (parseEuroInput(params.get('paramGift')) ?? 0) : 0);
  return { potId, amountCents, tipCents };
}

/**
 * /create/{type}/sepa (sign-in required): the company's transfer that ends the creation of its pot.
 * Opened from the payment step (query id, paramAmount, paramGift, evt, hide), it asks the API once for
 * the transfer details (the Idempotency-Key is tied to this history entry, so a reload shows the same
 * transfer instead of a new one), then writes the spec's query (dataWireID, dataWireAmount,
 * dataWireGift_entraide, paramAmount, paramGift) and shows the SEPA screen; after it, the thank-you page.
 */
export function CreationSepaPage() {
  const { type = 'company' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const kept = (location.state as { wire?: BankWireAnswer } | null)?.wire;
  const { potId, amountCents, tipCents } = readWire(params);
  const valid = potId > 0 && amountCents >= 100;

  const wire = useQuery({
    queryKey: ['creation-bankwire', potId, location.key],
    queryFn: () =>
      requestBankWire(
        potId,
        { amount: amountCents, gift_entraide: tipCents, is_visible: params.get('hide') !== 'true', is_anonymous: false, is_main: true },
        {
          idempotencyKey: `creation-wire-${potId}-${location.key}-${amountCents}-${tipCents}`.slice(0, 64),
        },
      ),
    enabled: !kept && valid,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (kept || !wire.data) return;
    const query = new URLSearchParams(params);
    query.set('dataWireID', String(potId));
    query.set('dataWireAmount', String(amountCents));
    query.set('dataWireGift_entraide', String(tipCents));
    void navigate({ search: `?${query}` }, { replace: true, state: { wire: wire.data } });
  }, [kept, wire.data, params, potId, amountCents, tipCents, navigate]);

  // Past the year's identity threshold: the identity documents first, then this payment step again.
  const kycRequired = wire.error instanceof ApiError && wire.error.errors.some((e) => e.code === KYC_REQUIRED_CODE);
  useEffect(() => {
    if (!kycRequired) return;
    const query = new URLSearchParams({ id: String(potId), amount: params.get('paramAmount') ?? '', gift: params.get('paramGift') ?? '0' });
    for (const key of ['evt', 'hide']) if (params.get(key)) query.set(key, params.get(key) as string);
    void navigate(`/${wizardFlowOf(location.pathname)}/${type}/kyc?${query}`, { replace: true });
  }, [kycRequired, potId, params, type, location.pathname, navigate]);

  const backQuery = new URLSearchParams({
    amount: params.get('paramAmount') ?? '',
    gift: params.get('paramGift') ?? '',
    id: String(potId),
  });
  for (const key of ['evt', 'hide']) if (params.get(key)) backQuery.set(key, params.get(key) as string);
  const back = `/${wizardFlowOf(location.pathname)}/${type}/payment?${backQuery}`;
  const shown = kept ?? wire.data;

  if (shown) {
    return (
      <div className="sepa-page">
        <SepaDetails
          wire={shown}
          totalCents={totalPaid(amountCents, tipCents)}
          onBack={() => navigate(back)}
          doneLabel={shown.id ? 'Continuer' : undefined}
          // The thank-you of the gift awaiting the transfer (issue 47); without its id, the pot page.
          onDone={() => navigate(shown.id ? thanksPath(potId, shown.id) : `/participate/${potId}`)}
        />
      </div>
    );
  }
  if (valid && wire.isPending) return <LoadingOverlay label="Préparation de votre virement…" />;
  return (
    <div className="sepa-page">
      <section className="sepa-missing" aria-labelledby="sepa-missing-title">
        <h1 id="sepa-missing-title" className="sepa__title">
          Coordonnées du virement
        </h1>
        <p role="alert">
          {wire.isError ? firstErrorMessage(wire.error) : 'Ce virement est introuvable : recommencez depuis l’étape de paiement.'}
        </p>
        <Link to={back} className={buttonClassName({ variant: 'secondary' })}>
          Retour au paiement
        </Link>
      </section>
    </div>
  );
}
