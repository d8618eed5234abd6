import { Link } from 'react-router-dom';
import { LegalText } from '../components/LegalText';
import { LegalHero } from '../components/LegalHero';
import { COMPANY, CONTACTS, mail } from '@/lib/company';

/** Legal notice (mentions légales): publisher, host, contacts, credits. */
export function LegalNoticePage() {
  return (
    <>
      <LegalHero title="Mentions légales">
        <p>Qui édite et héberge Entraide, et comment nous joindre.</p>
      </LegalHero>
      <div className="container legal-layout">
        <div className="legal-text">
          <h2>Éditeur</h2>
          <p>
            {COMPANY.name}, {COMPANY.legalForm}, immatriculée au {COMPANY.registration}, dont le siège est situé {COMPANY.address}.
          </p>
          <p>Directrice de la publication : {COMPANY.publicationDirector}.</p>
          <h2>Hébergement</h2>
          <p>
            <LegalText text={`[${COMPANY.host}](${COMPANY.hostUrl})`} />.
          </p>
          <h2>Nous contacter</h2>
          <ul>
            <li>
              Aide et réclamations : <LegalText text={mail(CONTACTS.support)} />
            </li>
            <li>
              Données personnelles : <LegalText text={mail(CONTACTS.dpo)} />
            </li>
            <li>
              Presse : <LegalText text={mail(CONTACTS.press)} />
            </li>
            <li>
              Associations et partenariats : <LegalText text={mail(CONTACTS.partnerships)} />
            </li>
          </ul>
          <h2>Propriété intellectuelle et crédits</h2>
          <p>
            Les textes et les illustrations du site ont été conçus pour Entraide. Les témoignages, références clients, articles de presse et
            logos de partenaires présentés sur le site sont illustratifs : ils décrivent des personnes et des organisations fictives.
          </p>
          <h2>Données personnelles et cookies</h2>
          <p>
            Le traitement de vos données est décrit à l’article 17 des{' '}
            <Link to="/condition-utilisation-site-dons-associations#article-17">conditions générales d’utilisation</Link> et dans notre{' '}
            <Link to="/politique-cookie-cagnotte-solidaire">politique cookies</Link>.
          </p>
          <p className="legal-note">{COMPANY.fictionalNote}</p>
        </div>
      </div>
    </>
  );
}
