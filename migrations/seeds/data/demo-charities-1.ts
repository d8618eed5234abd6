/** Fictional demo charities, part 1: categories Femme and Humanitaire. */
import { DEMO_VIDEOS, type DemoCharity } from './demo-charity';

export const demoCharities1: DemoCharity[] = [
  {
    slug: 'le-fil-d-ariane-des-femmes',
    name: "Le Fil d'Ariane des Femmes",
    category: 'femme',
    region: '76',
    certification: 'ENTRAIDE',
    cerfaType: 'GENERATED',
    privateRate: 75,
    goals: [5, 16],
    videoUrl: DEMO_VIDEOS.youtubeBigBuckBunny,
    description:
      "Le Fil d'Ariane des Femmes accompagne les femmes victimes de violences conjugales, de la première écoute jusqu'au retour à une vie autonome. Juristes, psychologues et bénévoles se relaient à leurs côtés.",
    object: 'Accueillir, écouter et accompagner les femmes victimes de violences et leurs enfants.',
    about:
      "<p>Née à Montpellier de la rencontre entre une avocate et une infirmière, l'association tient une permanence d'écoute et un accueil de jour.</p>",
    actions:
      "<ul><li>Permanence d'écoute six jours sur sept</li><li>Accompagnement juridique et aux démarches</li><li>Groupes de parole et ateliers de reconstruction</li></ul>",
    eq30: "Avec 30 €, vous financez une heure d'accompagnement juridique pour une femme qui porte plainte.",
    eq100: "Avec 100 €, vous offrez trois nuits de mise à l'abri à une mère et ses enfants.",
  },
  {
    slug: 'les-ateliers-de-solene',
    name: 'Les Ateliers de Solène',
    category: 'femme',
    region: '32',
    certification: null,
    cerfaType: 'GENERATED',
    privateRate: 66,
    goals: [5, 8],
    description:
      "Les Ateliers de Solène aident les femmes éloignées de l'emploi à reprendre confiance et à se former à un métier. Couture, numérique et accueil du public sont au programme.",
    object: "Favoriser l'insertion professionnelle des femmes en situation de précarité.",
    about:
      "<p>Installés dans une ancienne filature de Roubaix, nos ateliers accueillent chaque année une soixantaine de femmes en parcours d'insertion.</p>",
    actions:
      "<ul><li>Formations qualifiantes en couture et retouche</li><li>Initiation aux outils numériques</li><li>Coaching pour les entretiens d'embauche</li></ul>",
    eq30: 'Avec 30 €, vous offrez un kit de couture complet à une stagiaire.',
    eq100: 'Avec 100 €, vous financez une semaine de formation au numérique pour une femme en reconversion.',
  },
  {
    slug: 'la-maison-des-courageuses',
    name: 'La Maison des Courageuses',
    category: 'femme',
    region: '11',
    certification: 'DON_EN_CONFIANCE',
    cerfaType: 'GENERATED',
    privateRate: 75,
    goals: [1, 5, 11],
    slides: 3,
    description:
      'La Maison des Courageuses héberge des mères isolées avec leurs enfants le temps de trouver un logement durable. Chaque famille est suivie par une référente.',
    object: 'Héberger et accompagner les mères isolées en situation de précarité.',
    about:
      "<p>Notre maison de Montreuil compte douze appartements temporaires et une salle commune où se tissent l'entraide et l'amitié.</p>",
    actions:
      "<ul><li>Hébergement temporaire de familles monoparentales</li><li>Garde d'enfants solidaire</li><li>Aide à la recherche de logement et d'emploi</li></ul>",
    eq30: 'Avec 30 €, vous offrez une semaine de repas à une maman et son enfant.',
    eq100: "Avec 100 €, vous équipez une chambre d'enfant d'un lit et de linge neuf.",
  },
  {
    slug: 'elles-entreprennent-en-ruralite',
    name: 'Elles Entreprennent en Ruralité',
    category: 'femme',
    region: '27',
    certification: 'IDEAS',
    cerfaType: 'SENT_BY_ASSOC',
    privateRate: 66,
    goals: [5, 8, 10],
    description:
      "Elles Entreprennent en Ruralité soutient les femmes qui créent leur activité dans les villages de Bourgogne et de Franche-Comté. Mentorat, microcrédits et réseau d'entraide leur ouvrent la voie.",
    object: "Accompagner la création d'entreprise par des femmes en milieu rural.",
    about: "<p>Fondée par cinq agricultrices et artisanes du Jura, l'association réunit aujourd'hui plus de deux cents membres.</p>",
    actions:
      "<ul><li>Mentorat par des cheffes d'entreprise</li><li>Prêts d'honneur à taux zéro</li><li>Rencontres mensuelles itinérantes</li></ul>",
    eq30: 'Avec 30 €, vous financez une séance de mentorat pour une future créatrice.',
    eq100: "Avec 100 €, vous contribuez à un prêt d'honneur qui lance une activité.",
  },
  {
    slug: 'cap-sororite-reunion',
    name: 'Cap Sororité Réunion',
    category: 'femme',
    region: '04',
    certification: null,
    cerfaType: 'GENERATED',
    privateRate: 66,
    goals: [3, 5],
    description:
      "Cap Sororité Réunion informe les femmes de l'île sur leur santé et leurs droits, des quartiers de Saint-Denis aux écarts des Hauts. Ses médiatrices vont à leur rencontre.",
    object: 'Promouvoir la santé et les droits des femmes à La Réunion.',
    about:
      "<p>Nos médiatrices parcourent l'île à bord d'un minibus aménagé pour proposer information, écoute et orientation vers les soins.</p>",
    actions:
      "<ul><li>Tournées de prévention dans les Hauts</li><li>Ateliers sur la santé des femmes</li><li>Permanences d'accès aux droits</li></ul>",
    eq30: 'Avec 30 €, vous financez une demi-journée de tournée de prévention.',
    eq100: "Avec 100 €, vous permettez d'organiser un atelier santé pour vingt femmes.",
  },
  {
    slug: 'les-puits-du-grand-baobab',
    name: 'Les Puits du Grand Baobab',
    category: 'humanitaire',
    region: '52',
    country: 'BF',
    certification: 'DO_GOOD',
    cerfaType: 'GENERATED',
    privateRate: 66,
    goals: [6, 3],
    videoUrl: DEMO_VIDEOS.vimeoBigBuckBunny,
    description:
      "Les Puits du Grand Baobab creusent et entretient des puits avec les villages du Burkina Faso. Les comités d'eau locaux décident de chaque projet et en assurent la gestion.",
    object: "Faciliter l'accès à l'eau potable et à l'assainissement en Afrique de l'Ouest.",
    about: "<p>Née à Nantes d'un jumelage entre deux écoles, l'association a réalisé une quarantaine de puits en quinze ans.</p>",
    actions:
      "<ul><li>Forage et réhabilitation de puits</li><li>Formation des comités de gestion de l'eau</li><li>Latrines scolaires</li></ul>",
    eq30: 'Avec 30 €, vous fournissez un filtre à eau à une famille.',
    eq100: "Avec 100 €, vous financez un mètre de forage d'un nouveau puits.",
  },
  {
    slug: 'caravane-des-premiers-secours',
    name: 'Caravane des Premiers Secours',
    category: 'humanitaire',
    region: '84',
    certification: 'ENTRAIDE',
    cerfaType: 'GENERATED',
    privateRate: 66,
    goals: [3, 11, 17],
    description:
      "Caravane des Premiers Secours forme des habitants aux gestes qui sauvent et prépare des kits d'urgence pour les populations touchées par des catastrophes. Ses équipes partent en quarante-huit heures.",
    object: 'Former aux premiers secours et intervenir après les catastrophes naturelles.',
    about: "<p>Installée à Grenoble, notre équipe de soignants et de logisticiens bénévoles intervient en France comme à l'étranger.</p>",
    actions:
      "<ul><li>Formations aux gestes de premiers secours</li><li>Stock de kits d'urgence prêts à partir</li><li>Appui aux secours locaux après une catastrophe</li></ul>",
    eq30: "Avec 30 €, vous préparez un kit d'hygiène d'urgence pour une famille sinistrée.",
    eq100: 'Avec 100 €, vous formez dix personnes aux gestes qui sauvent.',
  },
  {
    slug: 'les-greniers-de-l-ile-rouge',
    name: "Les Greniers de l'Île Rouge",
    category: 'humanitaire',
    region: '53',
    country: 'MG',
    certification: null,
    cerfaType: 'SENT_BY_ASSOC',
    privateRate: 66,
    goals: [1, 2],
    description:
      "Les Greniers de l'Île Rouge construisent avec des paysans malgaches des greniers communautaires pour stocker le riz et traverser la période de soudure. Les familles gagnent en sécurité alimentaire.",
    object: 'Renforcer la sécurité alimentaire des familles paysannes de Madagascar.',
    about: "<p>L'association bretonne travaille avec douze coopératives villageoises des Hautes Terres.</p>",
    actions:
      '<ul><li>Construction de greniers villageois</li><li>Semences améliorées et formation agricole</li><li>Cantines pendant la période de soudure</li></ul>',
    eq30: 'Avec 30 €, vous offrez des semences pour une saison à une famille paysanne.',
    eq100: "Avec 100 €, vous financez un dixième d'un grenier communautaire.",
  },
  {
    slug: 'soleil-sur-jacmel',
    name: 'Soleil sur Jacmel',
    category: 'humanitaire',
    region: '01',
    country: 'HT',
    certification: 'IDEAS',
    cerfaType: 'GENERATED',
    privateRate: 66,
    goals: [7, 4],
    slides: 3,
    description:
      "Soleil sur Jacmel équipe les écoles haïtiennes de panneaux solaires et prête des lampes aux élèves pour qu'ils étudient le soir. L'énergie propre devient une chance d'apprendre.",
    object: "Apporter une énergie propre aux écoles et aux familles d'Haïti.",
    about:
      "<p>Fondée en Guadeloupe par des électriciens, l'association forme aussi des techniciens haïtiens à l'entretien des installations.</p>",
    actions:
      '<ul><li>Installations solaires dans les écoles</li><li>Prêt de lampes solaires aux élèves</li><li>Formation de techniciens locaux</li></ul>',
    eq30: 'Avec 30 €, vous offrez une lampe solaire à un écolier.',
    eq100: 'Avec 100 €, vous financez un panneau solaire pour une salle de classe.',
  },
  {
    slug: 'l-escale-des-exiles',
    name: "L'Escale des Exilés",
    category: 'humanitaire',
    region: '93',
    certification: 'DON_EN_CONFIANCE',
    cerfaType: 'GENERATED',
    privateRate: 75,
    goals: [1, 10, 16],
    description:
      "L'Escale des Exilés accueille à Marseille les personnes qui arrivent en France après un long parcours d'exil. Repas, soins, conseil juridique et cours de français leur sont proposés.",
    object: 'Accueillir et accompagner les personnes exilées dans leurs premiers pas en France.',
    about: "<p>Notre lieu d'accueil du quartier de la Joliette est ouvert tous les jours grâce à cent vingt bénévoles.</p>",
    actions: '<ul><li>Accueil de jour et repas chauds</li><li>Permanences juridiques</li><li>Cours de français langue étrangère</li></ul>',
    eq30: "Avec 30 €, vous offrez dix repas chauds à l'accueil de jour.",
    eq100: 'Avec 100 €, vous financez un trimestre de cours de français pour une personne.',
  },
];
