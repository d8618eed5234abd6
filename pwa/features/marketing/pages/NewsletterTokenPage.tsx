import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { firstErrorMessage } from '@/lib/api-client';
import { Button, buttonClassName } from '@/ui/Button';
import { confirmNewsletter, unsubscribeFromNewsletter } from '../requests/newsletter';
import '@/ui/message-page.css';
import '../marketing.css';

type Mode = 'confirm' | 'unsubscribe';

const TEXTS: Record<Mode, { title: string; intro: string; button: string }> = {
  confirm: {
    title: 'Confirmer votre inscription à la newsletter',
    intro: 'Un clic pour confirmer que vous souhaitez recevoir la newsletter Entraide, une fois par mois au plus.',
    button: 'Confirmer mon inscription',
  },
  unsubscribe: {
    title: 'Se désinscrire de la newsletter',
    intro: 'Vous ne recevrez plus la newsletter Entraide et votre adresse sera effacée de notre liste.',
    button: 'Me désinscrire',
  },
};

/**
 * The pages behind the links of the newsletter e-mails. The action waits for a click, so that a mail
 * client that opens links on its own cannot confirm or unsubscribe in the reader's place.
 */
export function NewsletterTokenPage({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'done' | 'failed'; message?: string }>({ status: 'idle' });
  const texts = TEXTS[mode];

  async function handleClick() {
    setState({ status: 'sending' });
    try {
      const { message } = await (mode === 'confirm' ? confirmNewsletter(token) : unsubscribeFromNewsletter(token));
      setState({ status: 'done', message });
    } catch (err) {
      setState({ status: 'failed', message: firstErrorMessage(err) });
    }
  }

  return (
    <section className="message-page container" aria-labelledby="page-title">
      <h1 id="page-title">{texts.title}</h1>
      {state.status === 'done' || state.status === 'failed' ? (
        <p role={state.status === 'failed' ? 'alert' : 'status'}>{state.message}</p>
      ) : token ? (
        <>
          <p>{texts.intro}</p>
          <Button onClick={handleClick} loading={state.status === 'sending'}>
            {texts.button}
          </Button>
        </>
      ) : (
        <p role="alert">Ce lien n’est pas valide : utilisez le lien complet reçu par e-mail.</p>
      )}
      <p className="newsletter-page__home">
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          Retour à l’accueil
        </Link>
      </p>
    </section>
  );
}
