import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { firstErrorMessage } from '@/lib/api-client';
import { refreshPot, usePot } from '@/lib/pot';
import { Spinner } from '@/ui/Spinner';
import { resolveThanks, thanksSourceOf, type ThanksAnswer } from './thanks-source';
import { MonthlyThankYou } from './MonthlyThankYou';
import { ConfirmationActions, ConfirmationTitle, PaymentFailed, ThankYou } from './ThankYou';
import './confirmation.css';

/** A thank-you without the donation's details (a return seen from another browser, a monthly mandate, no id). */
function GeneralThanks({ potId, note }: { potId: number; note?: { tone: string; title: string; text: string } }) {
  const pot = usePot(potId, null, Number.isInteger(potId) && potId > 0);
  const assocName = pot.data?.assoc.name;
  return (
    <section className="confirmation" aria-labelledby="confirmation-title">
      <ConfirmationTitle>Merci pour votre générosité !</ConfirmationTitle>
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
      {note && (
        <div className={`confirmation__outcome confirmation__outcome--${note.tone}`} role="status">
          <h2 className="confirmation__outcome-title">{note.title}</h2>
          <p>{note.text}</p>
        </div>
      )}
      <ConfirmationActions potId={potId} />
    </section>
  );
}

/** The API's message as a sentence ('Ce mandat est introuvable' has no full stop), before the next one. */
const asSentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

const PENDING_NOTE = {
  tone: 'waiting',
  title: 'Paiement en attente',
  text: 'Votre paiement est en cours de validation par votre banque. Un e-mail de confirmation vous sera envoyé à la réception des fonds.',
};

function Answer({ potId, answer }: { potId: number; answer: ThanksAnswer }) {
  if (answer.kind === 'thanks') return <ThankYou thanks={answer.thanks} />;
  if (answer.kind === 'monthly') return <MonthlyThankYou subscription={answer.subscription} mandate={answer.mandate} />;
  if (answer.kind === 'status') {
    if (answer.status === 'FAILED')
      return <PaymentFailed potId={potId} text="Votre paiement a été refusé : aucun montant n’a été débité." />;
    return <GeneralThanks potId={potId} note={answer.status === 'SUCCEEDED' ? undefined : PENDING_NOTE} />;
  }
  if (answer.kind === 'mandate') {
    if (answer.outcome.tone === 'failure') return <PaymentFailed potId={potId} text={answer.outcome.text} />;
    return <GeneralThanks potId={potId} note={answer.outcome} />;
  }
  return <GeneralThanks potId={potId} />;
}

/**
 * /participate/{id}/confirmation (no guard): the one thank-you page of every way of paying (issue 47,
 * item 2). It reads from the API what was paid for the donation its address names (thanks-source.ts)
 * and shows either the thank-you or the failure, never both; while it reads, neither.
 */
export function ConfirmationPage() {
  const potId = Number(useParams().id);
  const [params] = useSearchParams();
  const source = thanksSourceOf(params);
  const client = useQueryClient();
  const result = useQuery({
    queryKey: ['thanks', source],
    queryFn: async () => {
      const answer = await resolveThanks(source);
      // The pot's totals and participants changed: the pot page reads them again.
      if (answer.kind === 'thanks' && answer.thanks.payment_status === 'SUCCEEDED') void refreshPot(client, potId);
      return answer;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (result.isPending) {
    return (
      <section className="confirmation" aria-busy="true">
        <p className="confirmation__status" role="status">
          <Spinner size="sm" /> Vérification de votre paiement…
        </p>
      </section>
    );
  }
  if (result.isError) {
    return (
      <section className="confirmation" aria-labelledby="confirmation-title">
        <ConfirmationTitle failure>Nous ne retrouvons pas ce paiement</ConfirmationTitle>
        <p className="confirmation__outcome confirmation__outcome--failure" role="alert">
          {asSentence(firstErrorMessage(result.error))} Si vous avez payé, un e-mail de confirmation vous parviendra.
        </p>
        <ConfirmationActions potId={potId} />
      </section>
    );
  }
  return <Answer potId={potId} answer={result.data} />;
}
