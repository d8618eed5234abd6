import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { firstErrorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { usePot } from '../../../lib/pot';
import { confirmMandate } from '../requests/bank';
import { mandateOutcome } from './mandate-outcome';
import './confirmation.css';

/** After the mandate page: asks the API to process the mandate (once per page), then says how it went. */
function MandateProcessing({ mandateId }: { mandateId: string }) {
  const result = useQuery({
    queryKey: ['mandate-confirmed', mandateId],
    queryFn: () => confirmMandate(mandateId),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (result.isPending) {
    return (
      <p className="confirmation__status" role="status">
        <Spinner size="sm" /> Vérification de votre mandat…
      </p>
    );
  }
  if (result.isError) {
    return (
      <div className="confirmation__outcome confirmation__outcome--failure" role="alert">
        <p>{firstErrorMessage(result.error)}</p>
      </div>
    );
  }
  const outcome = mandateOutcome(result.data);
  return (
    <div className={`confirmation__outcome confirmation__outcome--${outcome.tone}`} role="status">
      <h2 className="confirmation__outcome-title">{outcome.title}</h2>
      <p>{outcome.text}</p>
    </div>
  );
}

/**
 * /participate/{id}/confirmation (no guard): the thank-you page, naming the charity, with 'VOIR LA
 * CAGNOTTE' and a link home. With `?MandateId=` (back from the mandate page) it processes the mandate.
 */
export function ConfirmationPage() {
  const potId = Number(useParams().id);
  const [params] = useSearchParams();
  const mandateId = params.get('MandateId');
  const pot = usePot(potId, null, Number.isInteger(potId) && potId > 0);
  const assocName = pot.data?.assoc.name;

  return (
    <section className="confirmation" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className="confirmation__title">
        Merci pour votre générosité !
      </h1>
      <p className="confirmation__lead">
        {assocName ? (
          <>
            Votre don soutient <strong>{assocName}</strong>
            {pot.data?.name ? <> à travers la cagnotte « {pot.data.name} »</> : null}.
          </>
        ) : (
          'Votre don soutient une association partenaire.'
        )}
      </p>
      {mandateId && <MandateProcessing mandateId={mandateId} />}
      <div className="confirmation__actions">
        <Link to={`/participate/${potId}`} className={buttonClassName({ block: true })}>
          Voir la cagnotte
        </Link>
        <Link to="/" className="confirmation__home">
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}
