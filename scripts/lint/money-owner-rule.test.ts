// The money owner's lint rule (money-owner-rule.js) on code written as the API writes it: what it
// reports is what `npm run lint` prints for a file outside api/ledger/.
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import moneyOwner from './money-owner-rule.js';

function reports(code: string): Array<{ line: number; message: string }> {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.js'],
      languageOptions: { ecmaVersion: 2024 as const, sourceType: 'module' as const },
      plugins: { entraide: moneyOwner },
      rules: { 'entraide/money-owner': 'error' as const },
    },
  ];
  return linter.verify(code, config, 'api/area/file.js').map((m) => ({ line: m.line, message: m.message }));
}

const WRITE = (table: string) =>
  `Writes to '${table}' belong to the money owner: call a function of api/ledger (docs/architecture.md, "Money owner").`;
const TOTALS = `A pot's totals and live_seq move only in api/ledger (applyDonationStatus; docs/architecture.md, "Money owner").`;

describe('entraide/money-owner', () => {
  it.each([
    ['an update through a transaction', `await trx('donations').where({ id }).update({ status: 'FAILED' });`, 'donations'],
    ['an insert through deps.db.knex, with an alias', `await deps.db.knex('refunds as r').insert(row).returning('*');`, 'refunds'],
    ['an upsert', `await knex('subscriptions').insert(row).onConflict('id').merge();`, 'subscriptions'],
    ['a delete through .from', `await knex.from('payouts').where({ id }).del();`, 'payouts'],
    ['a builder kept in a const', `const q = db('donations').where({ id });\nawait q.update({ result_message: m });`, 'donations'],
    ['a table name kept in a const', `const TABLE = 'payouts';\nawait trx(TABLE).where({ id }).update({ status: s });`, 'payouts'],
    ['raw SQL', `await trx.raw('UPDATE donations SET status = ? WHERE id = ?', [s, id]);`, 'donations'],
    ['raw SQL in a template', 'await trx.raw(`INSERT INTO "refunds" (donation_id) VALUES (${id})`);', 'refunds'],
    ['a raw delete', `await knex.raw('delete from subscriptions where id = ?', [id]);`, 'subscriptions'],
  ])('reports %s', (_what, code, table) => {
    const found = reports(code);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toBe(WRITE(table));
    expect(found[0]?.line).toBe(code.split('\n').length);
  });

  it.each([
    ['an update of the totals', `await trx('pots').where({ id }).update({ donations_count: trx.raw('donations_count + 1') });`],
    ['an increment of live_seq', `await trx('pots').where({ id }).increment('live_seq', 2);`],
    ['the totals in a const passed to update', `const totals = { donators_count: 0 };\nawait db('pots').where({ id }).update(totals);`],
    ['raw SQL setting the totals', `await trx.raw('UPDATE pots SET name = ?, donations_total_amount = 0 WHERE id = ?', [n, id]);`],
  ])('reports %s of a pot', (_what, code) => {
    expect(reports(code).map((r) => r.message)).toEqual([TOTALS]);
  });

  it.each([
    ['reads', `await trx('donations').where({ id }).forUpdate().first('status');\nawait db('payouts').where({ id }).select('*');`],
    ['raw reads', `await knex.raw('SELECT id FROM donations WHERE pot_id = ? FOR UPDATE', [id]);`],
    ['a pot edit', `await trx('pots').where({ id }).update({ name, updated_at: now });\nawait db('pots').where({ id }).update(values);`],
    ['a write to another table reading donations', `await trx('mandates').whereIn('id', trx('donations').select('m')).update({ x: 1 });`],
    ['a write joined to donations', `await trx('mandates').join('donations as d', 'd.m', 'mandates.id').update({ x: 1 });`],
    ['a const naming another table', `const TABLE = 'mandates';\nawait trx(TABLE).where({ id }).update({ x: 1 });`],
    ['an unrelated update()', `hash.update('donations');\nmap.delete('refunds');`],
  ])('lets %s through', (_what, code) => {
    expect(reports(code)).toEqual([]);
  });
});
