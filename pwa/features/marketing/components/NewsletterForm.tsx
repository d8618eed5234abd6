import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_NOTICES } from '@domain/notices';
import { firstErrorMessage, ThrottledError, ValidationError } from '@/lib/api-client';
import { Button } from '@/ui/Button';
import { toastError, toastSuccess } from '@/ui/toast';
import { subscribeToNewsletter } from '../requests/newsletter';
import '@/ui/field.css';
import '../marketing.css';

/**
 * The footer's newsletter sign-up: the address is checked here with the spec's messages, then sent
 * to `POST /subscribers/add?email=`; a confirmation e-mail completes the sign-up (double opt-in).
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      // Loaded at the first sign-up: the footer is on every public page, and painting it needs no zod.
      const { newsletterEmailSchema } = await import('@domain/identity');
      const parsed = newsletterEmailSchema.safeParse(email);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? null);
        return;
      }
      setError(null);
      await subscribeToNewsletter(parsed.data);
      setEmail('');
      toastSuccess(<>{ACCOUNT_NOTICES.newsletterSubscribed}. Confirmez votre adresse avec le lien que nous venons de vous envoyer.</>);
    } catch (err) {
      if (err instanceof ValidationError) setError(err.fields.email ?? firstErrorMessage(err));
      else toastError(err instanceof ThrottledError ? firstErrorMessage(err) : "Une erreur s'est produite, réessayez plus tard");
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="newsletter-form" onSubmit={handleSubmit} noValidate aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="newsletter-form__title">
        La newsletter
      </h2>
      <p className="newsletter-form__text">Une lettre par mois au plus : nouvelles associations, idées de cagnottes, impact des dons.</p>
      <label htmlFor={inputId} className="newsletter-form__label">
        Votre adresse e-mail
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          className="text-input newsletter-form__input"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <Button type="submit" loading={sending}>
          S’inscrire
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="newsletter-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
