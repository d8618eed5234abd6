/** Terms of use, articles 6 to 10: donations, payment services, payouts, fees, tax receipts. */
import { OUTSIDE_LINKS } from '@/lib/company';
import type { LegalArticle } from './terms-types';

export const TERMS_ARTICLES_2: readonly LegalArticle[] = [
  {
    number: 6,
    title: 'Participation aux cagnottes',
    blocks: [
      'Le don minimum est de 1,00 €. Il peut être fait par carte bancaire, par prélèvement unique ou mensuel, ou par virement pour les entreprises. Un don mensuel se poursuit jusqu’à ce que vous l’arrêtiez depuis votre tableau de bord ou jusqu’à la clôture de la cagnotte ; pour changer de montant, arrêtez-le puis mettez en place un nouveau prélèvement.',
      'Vous choisissez si votre nom et le montant de votre don apparaissent sur la page de la cagnotte. Un don anonyme n’est jamais nommé publiquement ni auprès de l’organisateur.',
      'Aucun don n’est possible sur une cagnotte clôturée.',
    ],
  },
  {
    number: 7,
    title: 'Services de paiement',
    blocks: [
      `Les paiements sont exécutés par notre prestataire de paiement, Mangopay, établissement de monnaie électronique agréé en Europe, selon ses propres [conditions générales d’utilisation](${OUTSIDE_LINKS.paymentProviderTerms}), que vous acceptez en effectuant un paiement ou en ouvrant un compte.`,
      'Les dons sont crédités sur un compte de cantonnement ouvert au nom de l’association bénéficiaire : Entraide ne détient jamais les fonds. Les échanges sont chiffrés (SSL) et les paiements par carte sont authentifiés par le protocole 3-D Secure de votre banque.',
      'Entraide ne conserve pas les numéros de carte : ils sont transmis directement au prestataire de paiement.',
    ],
  },
  {
    number: 8,
    title: 'Reversement des dons',
    blocks: [
      'Les dons appartiennent à l’association bénéficiaire dès leur encaissement. Ils lui sont reversés depuis son compte de cantonnement, dans leur intégralité : un don de 100 € est un don de 100 € à l’association.',
      'L’association s’engage à affecter les dons à son objet d’intérêt général. Entraide ne garantit pas l’usage qu’elle en fait, mais retire du service toute association qui ne respecterait plus la charte qualité.',
    ],
  },
  {
    number: 9,
    title: 'Gratuité et frais',
    blocks: [
      'La création d’une cagnotte et le don sont gratuits pour les organisateurs et les donateurs : aucun frais, abonnement ou coût d’installation ne leur est demandé.',
      'Les frais de fonctionnement (frais bancaires, vérifications d’identité et de conformité, plateforme, émission des reçus) sont facturés aux seules associations partenaires, selon leur convention de partenariat.',
      'Au moment de payer, vous pouvez ajouter une contribution facultative au fonctionnement d’Entraide. Elle n’est jamais ajoutée d’office, ne s’impute pas sur votre don et n’ouvre pas droit à réduction d’impôt.',
    ],
  },
  {
    number: 10,
    title: 'Reçus fiscaux',
    blocks: [
      'Les donateurs qui donnent avec un compte reçoivent un reçu fiscal : il est émis automatiquement et téléchargeable depuis le tableau de bord, ou adressé directement par l’association lorsque celle-ci émet ses propres reçus. Le don rapide ne donne pas lieu à reçu.',
      'Le reçu permet une réduction d’impôt de 66 % du don pour un particulier (75 % pour les organismes d’aide aux personnes en difficulté, dans la limite fixée par la loi) et de 60 % pour une entreprise. Les taux et plafonds applicables sont détaillés sur la page consacrée à la déduction fiscale des dons ; ils relèvent de la loi fiscale et non d’Entraide.',
    ],
  },
];
