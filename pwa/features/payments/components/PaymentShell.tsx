import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { POT_MESSAGES } from '@domain/messages';
import '@/ui/field.css';
import '../payments.css';

type PaymentShellProps = {
  title: string;
  /** The pot the donation goes to (shown above the title). */
  potName?: string;
  /** Where the back arrow goes. */
  backTo: string;
  backLabel?: string;
  /** The pot no longer takes donations: its notice stands instead of the page's content. */
  closed?: boolean;
  children: ReactNode;
};

/** The frame of the donation pages: back arrow, pot name, title, then the page's content. */
export function PaymentShell({ title, potName, backTo, backLabel = 'Retour', closed = false, children }: PaymentShellProps) {
  return (
    <article className="payment-page" aria-labelledby="payment-title">
      <title>{`${title} — Entraide`}</title>
      <header className="payment-page__header">
        <Link className="payment-page__back" to={backTo}>
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
        {potName && <p className="payment-page__pot">{potName}</p>}
        <h1 id="payment-title" className="payment-page__title">
          {title}
        </h1>
      </header>
      <div className="payment-page__body">{closed ? <PaymentAlert>{POT_MESSAGES.potClosed}</PaymentAlert> : children}</div>
    </article>
  );
}

/** What stops the donation on this page (a closed pot, an amount out of bounds...), announced at once. */
export function PaymentAlert({ children }: { children: ReactNode }) {
  return (
    <p className="payment-page__alert" role="alert">
      {children}
    </p>
  );
}
