/** Terms of use, articles 1 to 5: purpose, definitions, access, account, pots. */
import { CONTACTS, mail } from '@/lib/company';
import type { LegalArticle } from './terms-types';

export const TERMS_ARTICLES_1: readonly LegalArticle[] = [
  {
    number: 1,
    title: 'Objet',
    blocks: [
      'Les présentes conditions générales d’utilisation (« CGU ») fixent les règles d’utilisation du site et de l’application Entraide, un service qui permet de créer des cagnottes solidaires au profit d’associations partenaires et d’y participer par un don.',
      'Toute utilisation du service, avec ou sans compte, vaut acceptation des CGU en vigueur à la date de cette utilisation. Si vous ne les acceptez pas, n’utilisez pas le service.',
    ],
  },
  {
    number: 2,
    title: 'Définitions',
    blocks: [
      [
        'Cagnotte : page de collecte créée pour un événement (anniversaire, mariage, naissance, hommage, défi sportif, événement d’entreprise…) dont l’intégralité des dons revient à une association partenaire.',
        'Organisateur : la personne physique ou morale qui crée une cagnotte.',
        'Participant ou donateur : la personne qui fait un don à une cagnotte, avec ou sans compte.',
        'Association partenaire : l’organisme d’intérêt général ou reconnu d’utilité publique sélectionné selon notre charte qualité, bénéficiaire des dons.',
        'Don rapide : don fait sans créer de compte ; il ne donne pas lieu à un reçu fiscal.',
        'Prestataire de paiement : l’établissement agréé qui exécute les paiements et tient les comptes de cantonnement des associations.',
      ],
    ],
  },
  {
    number: 3,
    title: 'Accès au service et inscription',
    blocks: [
      'La consultation du site et des cagnottes est libre. La création d’un compte est réservée aux personnes âgées de 18 ans au moins, ainsi qu’aux personnes morales représentées par une personne habilitée. Le don rapide est lui aussi réservé aux personnes majeures.',
      'Vous vous engagez à fournir des informations exactes et à jour : elles servent à établir les reçus fiscaux et sont vérifiées par le prestataire de paiement. Une seule inscription est admise par personne ; un compte d’entreprise indique en outre la dénomination, le numéro SIREN et la forme juridique de la société.',
      'Le choix entre un don rapide et un don avec compte se fait avant le paiement et ne peut pas être modifié ensuite.',
    ],
  },
  {
    number: 4,
    title: 'Compte et sécurité',
    blocks: [
      'Votre mot de passe est personnel. Vous êtes responsable de sa confidentialité et des actions faites depuis votre compte. Choisissez un mot de passe robuste : l’indicateur affiché lors de l’inscription vous y aide.',
      `Si vous constatez une utilisation de votre compte que vous n’avez pas autorisée, écrivez-nous sans attendre à ${mail(CONTACTS.support)} ; nous pourrons suspendre l’accès le temps de vérifier la situation.`,
    ],
  },
  {
    number: 5,
    title: 'Création et gestion d’une cagnotte',
    blocks: [
      'La création d’une cagnotte est gratuite et sans limite de nombre. L’organisateur choisit un événement et une association partenaire, puis renseigne un nom (de 3 à 120 caractères), un message et, s’il le souhaite, une image de couverture. La période de collecte va de 2 à 365 jours.',
      'Pendant la collecte, l’organisateur peut :',
      [
        'modifier les informations de la cagnotte et son image ;',
        'inviter des participants par e-mail, jusqu’à 500 personnes par envoi, ou partager le lien et le QR code ;',
        'changer la date de fin, dans la limite de 365 jours ;',
        'suivre les participations depuis son tableau de bord ;',
        'clôturer la cagnotte avant la date prévue.',
      ],
      'Une entreprise peut en outre ajouter son logo, choisir la couleur de sa cagnotte et en réserver le partage à elle seule. Une personne invitée peut décliner une invitation ; elle ne reçoit alors plus de message au sujet de cette cagnotte.',
    ],
  },
];
