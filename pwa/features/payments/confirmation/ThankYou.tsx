import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { DonationThanks } from '@domain/donation-answers';
import { formatEuros } from '@domain/money';
import { buttonClassName } from '@/ui/Button';
import { announceNoticeClear } from '@/ui/notice-placement';
import { ShareInvitation } from './ShareInvitation';
import { emailText, failureText, receiptText, statusText, thanksOutcome } from './thanks-text';

/** The way back: the pot page, and home. */
export function ConfirmationActions({ potId }: { potId: number }) {
  return (
    <div className="confirmation__actions">
      <Link to={`/participate/${potId}`} className={buttonClassName({ block: true })}>
        Voir la cagnotte
      </Link>
      <Link to="/" className="confirmation__home">
        Retour à l’accueil
      </Link>
    </div>
  );
}

/** The page's heading: the thank-you, or (failure) what went wrong; one of them only. */
export function ConfirmationTitle({ failure, children }: { failure?: boolean; children: string }) {
  useEffect(announceNoticeClear, []);
  return (
    // data-notice-clear: a notice arriving with the page (the creation flow's 'Félicitations') goes to the
    // bottom rather than over this heading (pwa/ui/notice-placement.ts).
    <h1
      id="confirmation-title"
      className={failure ? 'confirmation__title confirmation__title--failure' : 'confirmation__title'}
      data-notice-clear=""
    >
      {children}
    </h1>
  );
}

/** A payment that did not go through: said alone, never beside a thank-you. */
export function PaymentFailed({ potId, text }: { potId: number; text: string }) {
  return (
    <section className="confirmation" aria-labelledby="confirmation-title">
      <ConfirmationTitle failure>Votre paiement n’a pas abouti</ConfirmationTitle>
      <p className="confirmation__outcome confirmation__outcome--failure" role="alert">
        {text}
      </p>
      <ConfirmationActions potId={potId} />
    </section>
  );
}

/**
 * The thank-you of one donation, the same for every way of paying (issue 47, item 2): the amount, the
 * charity, the payment received or pending, the e-mail, the tax receipt, and an invitation to share.
 */
export function ThankYou({ thanks }: { thanks: DonationThanks }) {
  const outcome = thanksOutcome(thanks);
  if (outcome === 'failed') return <PaymentFailed potId={thanks.pot_id} text={failureText(thanks)} />;
  return (
    <section className="confirmation" aria-labelledby="confirmation-title">
      <ConfirmationTitle>Merci pour votre générosité !</ConfirmationTitle>
      <p className="confirmation__lead">
        Votre don de <strong>{formatEuros(thanks.amount)}</strong>
        {thanks.monthly ? ' par mois' : ''} soutient <strong>{thanks.charity_name}</strong> à travers la cagnotte « {thanks.pot_name} ».
      </p>
      <div className={`confirmation__outcome confirmation__outcome--${outcome === 'received' ? 'success' : 'waiting'}`} role="status">
        <h2 className="confirmation__outcome-title">{outcome === 'received' ? 'Paiement reçu' : 'Paiement en attente'}</h2>
        <p>{statusText(thanks)}</p>
      </div>
      <ul className="confirmation__next" aria-label="Et ensuite">
        <li>{emailText(thanks)}</li>
        <li>{receiptText(thanks)}</li>
        {thanks.gift_entraide > 0 && <li>Merci aussi pour votre pourboire de {formatEuros(thanks.gift_entraide)} à Entraide.</li>}
      </ul>
      <ShareInvitation potId={thanks.pot_id} potName={thanks.pot_name} />
      <ConfirmationActions potId={thanks.pot_id} />
    </section>
  );
}
