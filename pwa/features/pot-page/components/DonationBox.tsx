import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/navigation';
import { donationAmountError, parseEuroInput } from '@domain/money-format';
import { POT_MESSAGES } from '@domain/pot-messages';
import type { PublicPot } from '@domain/public-pot';
import { Button } from '@/ui/Button';
import { donationPath, tipsPath } from '@/lib/pot-paths';

/**
 * The amount box: 'Je donne' goes to the tips step with the amount as typed; 'Don rapide' (visitors
 * only) goes there as a quick donation, without an account. A closed pot takes no donation. Before the
 * script has run (a page the server wrote), the form is a plain GET to the same address
 * (donationPath), where the tips step checks the amount.
 */
export function DonationBox({ pot, signedIn }: { pot: PublicPot; signedIn: boolean }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const ids = { input: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  // An amount typed into the server's page before the script ran: hydration keeps it in the box, the
  // state takes it over, so 'Je donne' sends what the donor sees.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setAmount(typed);
  }, []);

  if (pot.closed) {
    return (
      <section className="donation-box donation-box--closed" aria-label="Faire un don">
        <p>{POT_MESSAGES.potClosed}</p>
      </section>
    );
  }

  function go(quick: boolean) {
    const message = donationAmountError(parseEuroInput(amount) ?? 0);
    setError(message);
    if (message === null) void navigate(donationPath(pot.id, amount.trim(), quick));
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(false);
  };

  return (
    <section className="donation-box" aria-labelledby="donation-title">
      <h2 id="donation-title" className="donation-box__title">
        Je participe
      </h2>
      <form action={tipsPath(pot.id)} method="get" onSubmit={handleSubmit} noValidate>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={ids.input}>
            Montant de votre don (en euros)
          </label>
          <div className="donation-box__amount">
            <input
              ref={input}
              id={ids.input}
              name="amount"
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="20"
              value={amount}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
            <span aria-hidden="true">€</span>
          </div>
          {error && (
            <p id={ids.error} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" block size="lg">
          Je donne
        </Button>
        {!signedIn && (
          <Button
            type="submit"
            name="quick"
            value="true"
            variant="secondary"
            block
            onClick={(event) => {
              event.preventDefault();
              go(true);
            }}
          >
            Don rapide
          </Button>
        )}
      </form>
      <p className="donation-box__note">Les dons ouvrent droit à une réduction d’impôt ; 100 % de votre don va à l’association.</p>
    </section>
  );
}
