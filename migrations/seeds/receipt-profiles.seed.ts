/**
 * Seeds the receipt profile (postal address, legal status, signatory) of every demo charity that has
 * none: fictional details, like the demo charities themselves. Never overwrites a profile, so the
 * seed can run at every start and a profile edited by the team stays as it is.
 */
import type { Knex } from 'knex';

const STREETS = ['rue des Exemples', 'avenue de la Démonstration', 'place de l’Entraide', 'quai des Essais', 'allée des Bénévoles'];
const CITIES: Array<[string, string]> = [
  ['75011', 'Paris'],
  ['69003', 'Lyon'],
  ['33000', 'Bordeaux'],
  ['44000', 'Nantes'],
  ['59000', 'Lille'],
  ['13001', 'Marseille'],
];
const SIGNATORIES: Array<[string, string]> = [
  ['Claire Exemple', 'Présidente'],
  ['Julien Modèle', 'Trésorier'],
  ['Sophie Démo', 'Présidente'],
  ['Karim Fictif', 'Trésorier'],
];

export function demoReceiptProfile(charity: { id: number; name: string }) {
  const [postCode, city] = CITIES[charity.id % CITIES.length]!;
  const [signatoryName, signatoryTitle] = SIGNATORIES[charity.id % SIGNATORIES.length]!;
  const foundation = /fondation/i.test(charity.name);
  return {
    assoc_id: charity.id,
    address_line: `${(charity.id % 97) + 1} ${STREETS[charity.id % STREETS.length]}`,
    post_code: postCode,
    city,
    country_iso: 'FR',
    legal_status: foundation ? 'Fondation reconnue d’utilité publique' : 'Association loi 1901 reconnue d’intérêt général',
    signatory_name: signatoryName,
    signatory_title: signatoryTitle,
  };
}

export async function seedReceiptProfiles(knex: Knex): Promise<void> {
  const charities: Array<{ id: number; name: string }> = await knex('assocs as a')
    .leftJoin('assoc_receipt_profiles as p', 'p.assoc_id', 'a.id')
    .where('a.is_demo', true)
    .whereNull('p.assoc_id')
    .select('a.id', 'a.name');
  if (charities.length === 0) return;
  await knex('assoc_receipt_profiles').insert(charities.map(demoReceiptProfile)).onConflict('assoc_id').ignore();
}
