/** Terms of use, articles 11 to 15: identity checks, withdrawal, termination, conduct, liability. */
import { CONTACTS, mail } from '@/lib/company';
import type { LegalArticle } from './terms-types';

export const TERMS_ARTICLES_3: readonly LegalArticle[] = [
  {
    number: 11,
    title: 'Vérifications d’identité et lutte contre le blanchiment',
    blocks: [
      'La réglementation impose au prestataire de paiement de vérifier l’identité de ses utilisateurs. Des justificatifs vous sont demandés avant le paiement lorsque vos participations dépassent 2 500 € sur une année civile, ou lorsque les remboursements dont vous bénéficiez dépassent 1 000 €.',
      [
        'pour un particulier : une pièce d’identité en cours de validité ;',
        'pour une entreprise : un extrait Kbis, la pièce d’identité du dirigeant, les statuts et la déclaration des actionnaires.',
      ],
      'Chaque fichier ne doit pas dépasser 7 Mo (formats pdf, jpeg, jpg, gif ou png). Une opération peut être refusée ou suspendue tant que les justificatifs demandés n’ont pas été fournis ou validés.',
    ],
  },
  {
    number: 12,
    title: 'Droit de rétractation',
    blocks: [
      'Vous disposez d’un délai de 14 jours à compter de votre inscription pour vous rétracter, sans avoir à vous justifier, en nous écrivant : votre compte est alors fermé.',
      'Le droit de rétractation ne s’applique pas aux paiements en ligne : un don exécuté à votre demande ne peut pas être annulé au titre de la rétractation. Les contestations d’opérations suivent l’article 18.',
    ],
  },
  {
    number: 13,
    title: 'Durée, résiliation et suspension',
    blocks: [
      `Les CGU s’appliquent pour une durée indéterminée. Vous pouvez fermer votre compte à tout moment, avec un préavis de 30 jours, depuis votre profil ou en écrivant à ${mail(CONTACTS.support)} ; les cagnottes ouvertes sont alors clôturées et les dons mensuels arrêtés.`,
      'Entraide peut suspendre ou fermer un compte, après vous en avoir informé sauf urgence, en cas de :',
      [
        'informations d’inscription fausses ou usurpées ;',
        'suspicion de fraude, de blanchiment ou de financement d’activités illicites ;',
        'refus de fournir les justificatifs d’identité demandés ;',
        'publication de contenus illicites, injurieux ou portant atteinte aux droits d’autrui ;',
        'incidents de paiement répétés ou utilisation du service contraire à son objet.',
      ],
    ],
  },
  {
    number: 14,
    title: 'Engagements des utilisateurs',
    blocks: [
      'Les textes, images et logos publiés sur une cagnotte sont sous la responsabilité de l’organisateur, qui garantit en détenir les droits. Ils ne doivent contenir ni propos haineux, ni informations personnelles de tiers sans leur accord, ni sollicitation au profit d’un autre bénéficiaire que l’association choisie.',
      'Entraide peut retirer sans préavis un contenu manifestement illicite qui lui est signalé.',
    ],
  },
  {
    number: 15,
    title: 'Responsabilité',
    blocks: [
      'Entraide met en relation organisateurs, donateurs et associations partenaires. Nous faisons nos meilleurs efforts pour que le service soit disponible et sûr, mais des interruptions peuvent survenir pour maintenance ou pour des causes extérieures ; elles ne donnent pas droit à indemnisation.',
      'Entraide n’est pas responsable des dommages indirects, ni de l’usage que les associations font des dons qu’elles reçoivent, ni des services du prestataire de paiement, qui répond de ses propres obligations.',
    ],
  },
];
