/**
 * 10,000 fictional charities for the benchmark: names drawn (with a fixed seed) from French words with
 * accents and ligatures, random causes, regions, countries (France mostly), goals and videos.
 */
import type { Knex } from 'knex';
import { insertCharities, referenceIds, type CharitySpec } from '../api/directory/testing/charities';

const WORDS = [
  'Les',
  'Amis',
  'du',
  'Cœur',
  'Élan',
  'Solidaire',
  'Écoles',
  'Forêt',
  'Rivière',
  'Santé',
  'Enfance',
  'Espoir',
  'Entraide',
  'Partage',
  'Lumière',
  'Été',
  'Île',
  'Océan',
  'Montagne',
  'Village',
  'Jardins',
  'Abeilles',
  'Chats',
  'Chiens',
  'Maison',
  'Avenir',
  'Éducation',
  'Femmes',
  'Réfugiés',
  'Aînés',
  'Quartier',
  'Potager',
  'Bibliothèque',
  'Musique',
  'Sport',
  'Handicap',
  'Soins',
  'Repas',
  'Hiver',
  'Printemps',
  'Sourire',
  'Élèves',
  'Liberté',
  'Égalité',
  'Fraternité',
  'Œuvre',
  'Secours',
  'Accueil',
  'Chemins',
  'Vélo',
  'Climat',
  'Mer',
  'Littoral',
  'Bocage',
  'Côte',
];
const COUNTRIES = ['FR', 'FR', 'FR', 'FR', 'FR', 'FR', 'BF', 'MG', 'HT', 'SN', 'BE', 'CH', 'MA', 'TN', 'CM'];

/** mulberry32, so every run inserts the same charities. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts charities until the directory holds `total` of them; returns how many were inserted. */
export async function fillDirectory(knex: Knex, total: number): Promise<number> {
  const existing = Number((await knex('assocs').count({ n: '*' }).first())?.n ?? 0);
  const { categories, regions } = await referenceIds(knex);
  const next = random(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const specs: CharitySpec[] = Array.from({ length: Math.max(0, total - existing) }, (_, i) => ({
    name: `${Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(WORDS)).join(' ')} ${i + 1}`,
    category: pick(categories),
    region: next() < 0.9 ? pick(regions) : null,
    country: pick(COUNTRIES),
    goals: Array.from({ length: 1 + Math.floor(next() * 4) }, () => 1 + Math.floor(next() * 17)),
    videoUrl: next() < 0.1 ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' : null,
    privateRate: next() < 0.3 ? 75 : 66,
  }));
  await insertCharities(knex, specs, 1000);
  await knex.raw('ANALYZE');
  return specs.length;
}
