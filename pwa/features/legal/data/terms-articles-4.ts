/** Terms of use, articles 16 to 20: intellectual property, personal data, claims, mediation, changes. */
import { CONTACTS, mail, OUTSIDE_LINKS } from '@/lib/company';
import type { LegalArticle } from './terms-types';

export const TERMS_ARTICLES_4: readonly LegalArticle[] = [
  {
    number: 16,
    title: 'Propriété intellectuelle',
    blocks: [
      'La marque Entraide, le site, l’application, leurs textes, illustrations et logiciels sont protégés. Vous pouvez partager librement les liens et QR codes des cagnottes ; toute autre reproduction nécessite notre accord écrit.',
      'L’organisateur accorde à Entraide, pour la durée de la cagnotte, le droit d’afficher les contenus qu’il y publie afin d’en assurer la diffusion.',
    ],
  },
  {
    number: 17,
    title: 'Données personnelles',
    blocks: [
      'Entraide traite vos données pour gérer votre compte, les cagnottes et les dons, émettre les reçus fiscaux, respecter ses obligations légales et, si vous l’avez demandé, vous adresser sa newsletter. Elles sont transmises au prestataire de paiement et à l’association bénéficiaire de vos dons, sauf si vous donnez anonymement.',
      'Durées de conservation :',
      [
        'données du compte : pendant toute sa durée, puis 3 ans après sa fermeture ;',
        'données bancaires : archivées 2 ans pour les besoins de preuve ;',
        'justificatifs de paiement par carte : 13 mois après le débit, 15 mois pour une carte à débit différé ;',
        'informations relatives à l’exercice de votre droit d’opposition : 18 mois ;',
        'cookies et choix de consentement, mesure d’audience : 13 mois (voir la politique cookies).',
      ],
      `Vous disposez des droits d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition. Écrivez à notre délégué à la protection des données : ${mail(CONTACTS.dpo)}. Nous répondons dans un délai d’un mois, porté à deux mois au plus lorsque la demande est complexe, ce dont nous vous informons.`,
      `Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la [Commission nationale de l’informatique et des libertés (CNIL)](${OUTSIDE_LINKS.cnil}).`,
    ],
  },
  {
    number: 18,
    title: 'Réclamations et contestation des opérations',
    blocks: [
      `Pour toute question ou réclamation, écrivez à ${mail(CONTACTS.support)}. Nous accusons réception sous 48 heures ouvrées et répondons sur le fond dans les meilleurs délais.`,
      'Une opération de paiement que vous n’avez pas autorisée ou qui a été mal exécutée peut être contestée dans un délai de 13 mois à compter de la date du débit, auprès de votre banque ou de notre service client.',
    ],
  },
  {
    number: 19,
    title: 'Médiation de la consommation',
    blocks: [
      `Si une réclamation écrite n’a pas abouti dans un délai de deux mois, vous pouvez recourir gratuitement au [médiateur de la consommation](${OUTSIDE_LINKS.consumerMediator}) dont relève Entraide, au plus tard un an après votre réclamation.`,
      'Le recours à la médiation est facultatif : vous gardez la possibilité de saisir les tribunaux.',
    ],
  },
  {
    number: 20,
    title: 'Modification des CGU et droit applicable',
    blocks: [
      'Entraide peut modifier les CGU pour tenir compte de l’évolution du service ou de la réglementation. Les modifications prennent effet 30 jours après leur publication sur le site ; les utilisateurs inscrits en sont informés par e-mail. Si vous les refusez, vous pouvez fermer votre compte avant leur entrée en vigueur.',
      'Les CGU sont soumises au droit français. À défaut de solution amiable, les litiges relèvent des tribunaux compétents dans les conditions du droit commun ; un consommateur peut saisir la juridiction de son lieu de résidence.',
    ],
  },
];
