// entraide/money-owner: only api/ledger/ writes the money rows (docs/architecture.md, "Money owner").
// Reports, outside the files the config exempts, a knex chain that inserts, updates, deletes or upserts
// `donations`, `subscriptions`, `refunds` or `payouts` (`trx('donations').where(…).update(…)`, with or
// without an alias, through `.from`/`.into`/`.table`, through a const holding the builder or the table's
// name), an update of a pot's totals or `live_seq`, and raw SQL doing the same (`UPDATE donations`,
// `INSERT INTO refunds`, `DELETE FROM payouts`, `UPDATE pots SET … live_seq`).

export const MONEY_TABLES = ['donations', 'subscriptions', 'refunds', 'payouts'];
export const POT_TOTALS = ['donations_total_amount', 'donations_count', 'donators_count', 'live_seq'];

const WRITES = new Set(['insert', 'update', 'del', 'delete', 'upsert', 'increment', 'decrement', 'truncate']);
// Calls whose first string is a column or a joined table, not the table written.
const NOT_TABLE =
  /^(?:(?:or|and)?where|having|join|first|select|pluck|returning|count|sum|min|max|avg|orderBy|groupBy|distinct|increment|decrement|update|insert|column)|Join$/i;
const RAW_WRITE = new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+"?(${MONEY_TABLES.join('|')})\\b`, 'i');
const RAW_POT_TOTALS = new RegExp(`\\bUPDATE\\s+"?pots"?\\b[^;]*?\\bSET\\b[^;]*?\\b(${POT_TOTALS.join('|')})\\b`, 'is');

/**
 * The table a call names as its first argument (`'donations as d'` names donations), written there or
 * held by a const (`const TABLE = 'donations'; trx(TABLE)`), or undefined.
 */
function tableOf(context, call) {
  let arg = call.arguments[0];
  if (arg?.type === 'Identifier') arg = constInit(context, arg);
  if (!arg) return undefined;
  const text =
    arg.type === 'Literal' && typeof arg.value === 'string'
      ? arg.value
      : arg.type === 'TemplateLiteral' && arg.expressions.length === 0
        ? arg.quasis[0].value.cooked
        : undefined;
  return text?.trim().split(/\s+/)[0].replace(/"/g, '');
}

function propertyName(member) {
  if (member.type !== 'MemberExpression') return undefined;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  return undefined;
}

/** The const a builder chain starts from, when it starts from an identifier declared `const x = …`. */
function constInit(context, identifier) {
  let scope = context.sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const def = variable.defs[0];
      if (def?.type === 'Variable' && def.parent.kind === 'const' && def.node.init) return def.node.init;
      return undefined;
    }
    scope = scope.upper;
  }
  return undefined;
}

/** The tables the calls of a chain name, followed down its receivers (and once through a const). */
function chainTables(context, node, seen = new Set()) {
  const tables = [];
  let current = node;
  while (current) {
    if (current.type === 'AwaitExpression' || current.type === 'TSNonNullExpression' || current.type === 'TSAsExpression')
      current = current.expression;
    else if (current.type === 'CallExpression') {
      const callee = current.callee;
      const name = propertyName(callee);
      if (name === undefined || !NOT_TABLE.test(name)) {
        const table = tableOf(context, current);
        if (table) tables.push(table);
      }
      current = callee.type === 'MemberExpression' ? callee.object : callee.type === 'CallExpression' ? callee : undefined;
    } else if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'Identifier' && !seen.has(current)) {
      seen.add(current);
      current = constInit(context, current);
    } else current = undefined;
  }
  return tables;
}

/**
 * Whether an update's or an increment's arguments name a pot's totals: a column string, or a key of an
 * object literal (written there or in the `const` passed). An object built elsewhere is the pots area's
 * typed changes (PotChanges, NewPot), which have no totals.
 */
function touchesPotTotals(context, call) {
  let [first] = call.arguments;
  if (first?.type === 'Identifier') first = constInit(context, first);
  if (!first) return false;
  if (first.type === 'Literal') return POT_TOTALS.includes(String(first.value));
  if (first.type !== 'ObjectExpression') return false;
  return first.properties.some((p) => p.type === 'Property' && POT_TOTALS.includes(p.key.name ?? p.key.value));
}

function sqlText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ? ');
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moneyOwnerRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only api/ledger/ writes donations, subscriptions, refunds, payouts and pot totals' },
    messages: {
      write: 'Writes to \'{{table}}\' belong to the money owner: call a function of api/ledger (docs/architecture.md, "Money owner").',
      potTotals: 'A pot\'s totals and live_seq move only in api/ledger (applyDonationStatus; docs/architecture.md, "Money owner").',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const method = propertyName(node.callee);
        if (!method || !WRITES.has(method)) return;
        const tables = chainTables(context, node.callee.object);
        const money = tables.find((t) => MONEY_TABLES.includes(t));
        if (money) context.report({ node: node.callee.property, messageId: 'write', data: { table: money } });
        else if (tables.includes('pots') && method !== 'del' && method !== 'delete' && touchesPotTotals(context, node)) {
          context.report({ node: node.callee.property, messageId: 'potTotals' });
        }
      },
      'Literal, TemplateLiteral'(node) {
        if (node.parent?.type === 'TaggedTemplateExpression' && node.parent.quasi !== node) return;
        const sql = sqlText(node);
        if (!sql) return;
        const raw = RAW_WRITE.exec(sql);
        if (raw) context.report({ node, messageId: 'write', data: { table: raw[1].toLowerCase() } });
        else if (RAW_POT_TOTALS.test(sql)) context.report({ node, messageId: 'potTotals' });
      },
    };
  },
};

export default { rules: { 'money-owner': moneyOwnerRule } };
