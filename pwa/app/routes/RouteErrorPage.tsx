import { isRouteErrorResponse, Link, useRouteError } from '@/lib/navigation';
import { Button, buttonClassName } from '@/ui/Button';
import '@/ui/message-page.css';

/** The error boundary of every route: a French message, a reload and a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);

  return (
    <section className="message-page container" role="alert" aria-labelledby="error-title">
      <title>Erreur — Entraide</title>
      <h1 id="error-title">{notFound ? 'Page introuvable' : 'Oups, un problème est survenu'}</h1>
      <p>
        {notFound
          ? 'La page que vous cherchez n’existe pas ou a été déplacée.'
          : 'Cette page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, réessayez un peu plus tard.'}
      </p>
      <div className="message-page__actions">
        {!notFound && <Button onClick={() => window.location.reload()}>Recharger la page</Button>}
        <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}
