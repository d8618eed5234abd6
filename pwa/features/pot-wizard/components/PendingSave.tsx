import { Link } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { WIZARD_TEXTS } from '../upload-feedback';

/**
 * A save made while the server could not be reached: it waits on this device and goes out by itself, then
 * the flow goes on where the save was to go: the pot's page, or the payment step of a company's own gift.
 */
export function PendingSave({ thenPayment }: { thenPayment: boolean }) {
  return (
    <div className="wizard container">
      <section className="pending-save" aria-labelledby="pending-title" role="status">
        <Spinner />
        <h1 id="pending-title" className="pending-save__title">
          {WIZARD_TEXTS.pending}
        </h1>
        <p>
          Votre cagnotte est enregistrée sur cet appareil, en attente de connexion. Elle sera envoyée automatiquement dès que la connexion
          reviendra, {thenPayment ? 'puis l’étape du paiement de votre don s’ouvrira.' : 'et sa page s’ouvrira.'}
        </p>
        <p>
          <Link to="/">Retour à l’accueil</Link>
        </p>
      </section>
    </div>
  );
}
