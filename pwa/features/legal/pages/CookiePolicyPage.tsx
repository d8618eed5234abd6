import { Button } from '@/ui/Button';
import { LegalText } from '../components/LegalText';
import { LegalHero } from '../components/LegalHero';
import { CONTACTS, mail, OUTSIDE_LINKS } from '@/lib/company';
import { LabelledCells } from '@/ui/TableContent';

/** Window event the cookie banner listens to (features/consent): reopens it. */
const COOKIE_SETTINGS_EVENT = 'entraide:cookie-settings';

const STORED: ReadonlyArray<{ name: string; purpose: string; duration: string }> = [
  {
    name: 'Session (auth_token)',
    purpose: 'Vous garder connecté entre deux visites. Indispensable au compte.',
    duration: 'Jusqu’à la déconnexion',
  },
  {
    name: 'Choix cookies (cookie_consent)',
    purpose:
      'Retenir votre acceptation ou votre refus de la mesure d’audience, pour que la page arrive déjà avec ou sans le bandeau cookies.',
    duration: '13 mois',
  },
  {
    name: 'Brouillon de cagnotte et annuaire hors ligne',
    purpose: 'Reprendre une cagnotte en cours de création et consulter les associations sans connexion.',
    duration: 'Jusqu’à l’enregistrement de la cagnotte ou l’effacement des données du site',
  },
  {
    name: 'Fichiers de l’application',
    purpose: 'Ouvrir l’application rapidement, même hors ligne.',
    duration: 'Jusqu’à la mise à jour suivante',
  },
];

/** The cookie policy: what is stored on the device, audience measurement, and how to choose. */
export function CookiePolicyPage() {
  return (
    <>
      <LegalHero title="Politique cookies">
        <p>Ce que le site enregistre sur votre appareil, pourquoi, et pendant combien de temps.</p>
      </LegalHero>
      <div className="container legal-layout">
        <div className="legal-text">
          <h2>Ce que nous enregistrons sur votre appareil</h2>
          <p>
            Entraide n’utilise aucun cookie publicitaire ni traceur de réseau social. Le site enregistre dans votre navigateur uniquement ce
            qui est nécessaire à son fonctionnement :
          </p>
          <div className="legal-table-wrap">
            <table className="legal-table" role="table">
              <caption className="visually-hidden">Informations enregistrées sur votre appareil</caption>
              <thead>
                <tr role="row">
                  <th scope="col">Élément</th>
                  <th scope="col">Finalité</th>
                  <th scope="col">Durée</th>
                </tr>
              </thead>
              <tbody>
                {STORED.map((row) => (
                  <tr key={row.name} role="row">
                    <td role="cell">{row.name}</td>
                    <LabelledCells labels={['Finalité', 'Durée']} values={[row.purpose, row.duration]} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>La mesure d’audience</h2>
          <p>
            Pour savoir quelles pages sont utiles, nous comptons les pages vues avec notre propre outil, sans service tiers. Nous
            enregistrons seulement l’adresse de la page (sans ses paramètres), le jour de la visite et un identifiant anonyme. Cet
            identifiant est calculé par notre serveur à partir d’une valeur aléatoire qui change chaque jour et qui est ensuite détruite :
            il ne permet pas de vous reconnaître d’un jour à l’autre, et aucun cookie n’est déposé pour cela. Ces données sont supprimées au
            bout de 13 mois.
          </p>
          <p>
            Cette mesure est active tant que vous ne l’avez pas refusée. Si votre navigateur envoie le signal « Global Privacy Control »,
            nous le traitons comme un refus.
          </p>
          <h2>Vidéos et paiements</h2>
          <p>
            Les vidéos hébergées par YouTube ou Vimeo ne sont chargées que si vous cliquez sur « Lire la vidéo » ; ces services peuvent
            alors déposer leurs propres cookies. Lors d’un paiement, les pages d’authentification de votre banque (3-D Secure) appliquent
            leur propre politique.
          </p>
          <h2>Changer d’avis</h2>
          <p>Votre choix est conservé 13 mois, puis nous vous le demandons de nouveau. Vous pouvez le modifier à tout moment :</p>
          <p>
            <Button variant="secondary" onClick={() => window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))}>
              Gérer mes préférences
            </Button>
          </p>
          <p>
            Vous pouvez aussi effacer les données du site depuis les réglages de votre navigateur. Pour toute question :{' '}
            <LegalText text={mail(CONTACTS.dpo)} />. En savoir plus sur les cookies :{' '}
            <LegalText text={`[le site de la CNIL](${OUTSIDE_LINKS.cnil})`} />.
          </p>
        </div>
      </div>
    </>
  );
}
