import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { parseEuroInput } from '@domain/money';
import { useSession } from '@/lib/store';
import { wizardFlowOf } from '@/lib/wizard-flow';
import { readDonationChoices } from '../lib/donation-query';
import { KycForm } from './KycForm';
import './kyc.css';

/** A euro amount of the payment page's query ('25', '25,50'), in cents; 0 when absent or unreadable. */
function centsOf(value: string | null): number {
  return value ? (parseEuroInput(value) ?? 0) : 0;
}

function KycScreen({ amountCents, next }: { amountCents: number; next: string }) {
  const navigate = useNavigate();
  const { user } = useSession(); // the route's guard (RequireAuth) waits for the account
  const role = user?.role.name ?? 'private';
  const company = role === 'enterprise';
  return (
    <section className="kyc-page" aria-labelledby="kyc-title">
      <h1 id="kyc-title" className="kyc-page__title">
        {company ? 'Contribution entreprise KYC' : 'Vérification de votre identité'}
      </h1>
      <p className="kyc-page__intro">
        Au-delà de 2 500 € de dons dans l’année, la réglementation demande de vérifier l’identité du donateur
        {company ? ' et de son entreprise' : ''}. Vos documents sont transmis directement à notre prestataire de paiement agréé ; nous n’en
        gardons aucune copie.
      </p>
      <KycForm role={role} amountCents={amountCents} onSent={() => navigate(next)} />
    </section>
  );
}

/** /participate/{type}/{id}/kyc: then back to the pot's payment page, with its query. */
export function ParticipateKycPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const choices = readDonationChoices(params);
  const amount = choices ? choices.amountCents + choices.tipCents : 0;
  return <KycScreen amountCents={amount} next={`/participate/${id}/payment${search}`} />;
}

/** /create/{type}/kyc and /edit/{type}/kyc (query amount, gift, evt, id): then the same flow's payment step. */
export function CreationKycPage() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const { search, pathname } = useLocation();
  const amount = centsOf(params.get('amount')) + centsOf(params.get('gift'));
  return <KycScreen amountCents={amount} next={`/${wizardFlowOf(pathname)}/${type}/payment${search}`} />;
}
