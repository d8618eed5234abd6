import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/ui/Button';
import { CreatePotButton } from '../components/CreatePotEntry';
import { PageHero } from '../components/PageHero';
import { StepList } from '../components/StepList';
import { COMPANY_STEPS, PERSONAL_STEPS } from '../data/how-it-works';

const COMPANY_SECTION_ID = 'cagnotte-entreprise';

/** How a pot works, for individuals and for companies. */
export function HowItWorksPage() {
  function handleShowCompany() {
    const section = document.getElementById(COMPANY_SECTION_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  }

  return (
    <>
      <PageHero
        eyebrow="Comment ça marche"
        title="Comment fonctionne une cagnotte solidaire ?"
        actions={
          <>
            <CreatePotButton size="lg" />
            <Button variant="secondary" size="lg" onClick={handleShowCompany}>
              Vous êtes une entreprise ?
            </Button>
          </>
        }
      >
        <p>
          Une cagnotte solidaire rassemble les dons de vos proches autour d’un événement, au profit d’une association partenaire. Elle est
          gratuite, se crée en quatre minutes environ, et chaque don va à l’association.
        </p>
      </PageHero>

      <section className="page-section container" aria-labelledby="personal-title">
        <h2 id="personal-title">Pour un particulier, en 4 étapes</h2>
        <StepList steps={PERSONAL_STEPS} row />
      </section>

      <section id={COMPANY_SECTION_ID} className="page-section container" aria-labelledby="company-steps-title" tabIndex={-1}>
        <h2 id="company-steps-title">Pour une entreprise, en 4 étapes</h2>
        <p className="page-section__intro">
          Les mêmes étapes, avec ce qu’il faut à une entreprise : son identité visuelle, un partage maîtrisé et un reçu fiscal au nom de la
          société.
        </p>
        <StepList steps={COMPANY_STEPS} row />
      </section>

      <section className="container">
        <div className="cta-band">
          <div className="cta-band__text">
            <h2>Des associations choisies avec exigence</h2>
            <p>Chaque association partenaire est sélectionnée selon les six critères de notre charte qualité.</p>
          </div>
          <div className="cta-band__actions">
            <Link to="/charte-qualité-cagnotte-solidaire" className={buttonClassName({ variant: 'secondary' })}>
              Lire la charte qualité
            </Link>
            <Link to="/mecenat-entreprise" className={buttonClassName({ variant: 'secondary' })}>
              Le mécénat d’entreprise
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
