import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import '@/ui/message-page.css';

/** The honest stand-in for a page that a later version brings. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="message-page container" aria-labelledby="page-title">
      <title>{`${title} — Entraide`}</title>
      <h1 id="page-title">{title}</h1>
      <p>Cette page arrive très bientôt. Merci de votre patience !</p>
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        Retour à l’accueil
      </Link>
    </section>
  );
}
