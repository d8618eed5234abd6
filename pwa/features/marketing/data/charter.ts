/** The quality charter: the six selection criteria and the public-utility conditions (spec). */
export const CHARTER_CRITERIA: ReadonlyArray<{ title: string; text: string; checks: readonly string[] }> = [
  {
    title: 'Une gestion saine',
    text: 'Des comptes tenus, publiés et équilibrés, et des frais de fonctionnement proportionnés à l’action.',
    checks: [
      'comptes annuels approuvés et disponibles',
      'part des ressources consacrée aux missions sociales',
      'réserves et dépendance à un financeur unique',
    ],
  },
  {
    title: 'Une gouvernance et des valeurs',
    text: 'Des instances qui se réunissent, décident et se renouvellent, au service d’un projet clairement énoncé.',
    checks: ['statuts à jour et instances actives', 'séparation entre décision et contrôle', 'absence de conflit d’intérêts déclaré'],
  },
  {
    title: 'La transparence et le suivi',
    text: 'Une information claire pour les donateurs sur l’usage des fonds et sur les résultats obtenus.',
    checks: ['rapport d’activité publié', 'information sur l’affectation des dons', 'réponse aux questions des donateurs'],
  },
  {
    title: 'Une structure et une richesse humaine',
    text: 'Des salariés et des bénévoles formés, encadrés et en nombre suffisant pour mener les projets.',
    checks: ['équipe salariée et bénévole', 'formation et encadrement des bénévoles', 'stabilité de l’équipe dirigeante'],
  },
  {
    title: 'Un impact concret',
    text: 'Des actions dont les effets sur les bénéficiaires sont observables et mesurés.',
    checks: [
      'indicateurs de résultat suivis dans le temps',
      'nombre de bénéficiaires accompagnés',
      'exemples concrets de ce que permet un don',
    ],
  },
  {
    title: 'L’efficacité des actions',
    text: 'Des moyens bien employés : chaque euro reçu produit le plus d’effet possible.',
    checks: [
      'coût des actions rapporté aux résultats',
      'évaluation et amélioration des programmes',
      'coopération avec les autres acteurs du terrain',
    ],
  },
];

export const PUBLIC_UTILITY_RULES: readonly string[] = [
  'une déclaration en préfecture ;',
  'au moins 3 ans d’activité ;',
  'plus de 200 membres ;',
  'des comptes positifs sur les 3 derniers exercices ;',
  'un budget annuel d’au moins 46 000 €, dont les subventions publiques représentent moins de la moitié ;',
  'aucune affiliation à une fédération elle-même reconnue d’utilité publique.',
];
