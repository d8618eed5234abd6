import { Link } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import '../pot-wizard.css';

/**
 * An address under /create/... or /edit/... that is no step of the wizard (an unknown step, a pot type
 * other than private, particular or company): a not-found page with ways back, not the home page.
 */
export function WizardNotFound() {
  return (
    <section className="wizard wizard-missing container" role="alert" aria-labelledby="wizard-missing-title">
      <title>Page introuvable — Entraide</title>
      <h1 id="wizard-missing-title" className="wizard__title">
        Page introuvable
      </h1>
      <p>Cette étape de la création de cagnotte n’existe pas. Vérifiez l’adresse, ou repartez du début.</p>
      <div className="wizard-missing__actions">
        <Link to="/" className={buttonClassName({})}>
          Retour à l’accueil
        </Link>
        <Link to="/select/particular" className={buttonClassName({ variant: 'secondary' })}>
          Créer une cagnotte
        </Link>
      </div>
    </section>
  );
}
