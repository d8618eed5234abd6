import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { DONATION_MESSAGES, POT_MESSAGES } from '@domain/messages';
import { donationAmountError, parseEuroInput } from '@domain/money';
import { donorTypeOfRole, netCost, reductionPercentFor } from '@domain/tax';
import { useSession } from '@/lib/store';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/CheckboxField';
import { LoadingOverlay } from '@/ui/Spinner';
import { potPagePath } from '@/lib/pot-paths';
import { DonationSummary } from '../components/DonationSummary';
import { PaymentAlert, PaymentShell } from '../components/PaymentShell';
import { TipChooser } from '../components/TipChooser';
import { loginForPaymentPath, paymentPath, quickPaymentPath, type DonationChoices } from '../lib/donation-query';
import { useDonationPot } from '../lib/use-donation-pot';

/**
 * /participate/{id}/tips?amount=&quick=: the recap before paying (pots spec "Donation routes"): the
 * gift, the net cost after the tax reduction (not for a quick donation, which gives no receipt), the
 * optional tip shown apart, the hide-amount and hide-name choices; 'Valider et payer' goes to the
 * payment page (signed in), the sign-in page (not) or the quick payment.
 */
export function TipsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { id, invalidId, pot } = useDonationPot();
  const { user, token, status } = useSession();
  const quick = search.get('quick') === 'true';
  const amountCents = parseEuroInput(search.get('amount'));
  const [tipCents, setTipCents] = useState<number | null>(() => parseEuroInput(search.get('tip')) ?? 0);
  const [hide, setHide] = useState(search.get('hide') === 'true');
  const [anonymous, setAnonymous] = useState(search.get('anonymous') === 'true');

  if (invalidId) return <Navigate to="/" replace />;
  if (!pot.data || (token && status !== 'ready' && status !== 'unreachable')) {
    if (pot.isError) return <Navigate to="/" replace />;
    return <LoadingOverlay label="Chargement de votre don…" fullScreen />;
  }
  const back = potPagePath(id);
  const amountError = donationAmountError(amountCents);
  const isCompany = user?.role.name === 'enterprise';
  const percent = reductionPercentFor(pot.data.assoc.assoc_types, donorTypeOfRole(user?.role.name) ?? 'PRIVATE');

  if (pot.data.closed || amountError !== null || amountCents === null) {
    return (
      <PaymentShell title="Récapitulatif de votre don" potName={pot.data.name} backTo={back}>
        <PaymentAlert>{pot.data.closed ? POT_MESSAGES.potClosed : amountError}</PaymentAlert>
      </PaymentShell>
    );
  }

  const submit = () => {
    if (tipCents === null) return;
    const choices: DonationChoices = { amountCents, tipCents, hide, anonymous };
    if (quick) void navigate(quickPaymentPath(id, choices));
    else if (user) void navigate(paymentPath(id, choices));
    else void navigate(loginForPaymentPath(id, choices));
  };

  return (
    <PaymentShell title="Récapitulatif de votre don" potName={pot.data.name} backTo={back}>
      <p className="payment-page__lead">
        Au profit de <strong>{pot.data.assoc.name}</strong>
      </p>
      {user && user.mangopay_user === false && <PaymentAlert>{DONATION_MESSAGES.paymentAccountMissingTips}</PaymentAlert>}
      <DonationSummary
        amountCents={amountCents}
        tipCents={tipCents ?? 0}
        netCost={quick ? undefined : { cents: netCost(amountCents, percent), percent }}
      />
      <TipChooser tipCents={tipCents ?? 0} onChange={setTipCents} />
      {quick && <p className="payment-page__note">Un don rapide, sans compte, ne donne pas droit à un reçu fiscal.</p>}
      <fieldset className="payment-page__choices">
        <legend className="visually-hidden">Affichage de votre don sur la cagnotte</legend>
        <CheckboxField label="Masquer le montant de mon don" checked={hide} onChange={(event) => setHide(event.target.checked)} />
        <CheckboxField
          label={isCompany ? 'Masquer le nom de mon entreprise' : 'Masquer mon nom'}
          checked={anonymous}
          onChange={(event) => setAnonymous(event.target.checked)}
        />
      </fieldset>
      <div className="payment-page__actions">
        <Button variant="secondary" onClick={() => navigate(back)}>
          Retour
        </Button>
        <Button size="lg" disabled={tipCents === null} onClick={submit}>
          Valider et payer
        </Button>
      </div>
    </PaymentShell>
  );
}
