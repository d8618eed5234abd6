/**
 * The publisher's identity and the contacts and outside links the legal pages name. The company
 * details, e-mail addresses, host, payment provider's terms address and mediator are fictional
 * (example.org / .example) until the operator fills in its own (docs/decisions.md, public site);
 * the CNIL's address is the real one.
 */
export const COMPANY = {
  name: 'Entraide SAS',
  legalForm: 'société par actions simplifiée au capital de 10 000 €',
  address: '10 place de l’Exemple, 75000 Paris',
  registration: 'RCS Paris 000 000 000',
  publicationDirector: 'la présidente d’Entraide SAS',
  host: 'Hébergeur Exemple SAS, 1 rue des Serveurs, 69000 Lyon',
  hostUrl: 'https://hebergeur.example.org',
  /** Marks the details above as fictional wherever they are shown. */
  fictionalNote: 'Coordonnées fictives de démonstration, à remplacer par celles de l’exploitant.',
} as const;

export const CONTACTS = {
  support: 'support@entraide.example',
  dpo: 'dpo@entraide.example',
  press: 'presse@entraide.example',
  partnerships: 'partenariats@entraide.example',
} as const;

export const OUTSIDE_LINKS = {
  cnil: 'https://www.cnil.fr',
  paymentProviderTerms: 'https://mangopay.example.org/conditions-generales',
  consumerMediator: 'https://mediateur-consommation.example.org',
} as const;

/** `[text](url)` markup of the legal texts, for a contact e-mail. */
export const mail = (address: string) => `[${address}](mailto:${address})`;
