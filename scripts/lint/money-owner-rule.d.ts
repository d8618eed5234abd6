import type { ESLint, Rule } from 'eslint';

export const MONEY_TABLES: string[];
export const POT_TOTALS: string[];
export const moneyOwnerRule: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
