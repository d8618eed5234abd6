// The two-way areas check (area-pairs.js) on modules as dependency-cruiser answers them: what it names
// is what `npm run lint:boundaries` prints.
import { describe, expect, it } from 'vitest';
import { areaOf, twoWayAreaPairs, type CruisedModule } from './area-pairs.js';

const AREAS = /^api\/(accounts|payments|pots)\//;
const module = (source: string, ...imports: Array<[string, ...string[]]>): CruisedModule => ({
  source,
  dependencies: imports.map(([resolved, ...types]) => ({ resolved, dependencyTypes: types.length > 0 ? types : ['local', 'import'] })),
});

describe('areaOf', () => {
  it.each([
    ['api/accounts/index.ts', 'accounts'],
    ['api/payments/mandates/payment-target.ts', 'payments'],
    ['api/http/auth.ts', undefined],
    ['api/app.ts', undefined],
    ['domain/messages.ts', undefined],
    ['node_modules/knex/types/index.d.ts', undefined],
  ])('%s is in %s', (path, area) => {
    expect(areaOf(path, AREAS)).toBe(area);
  });
});

describe('twoWayAreaPairs', () => {
  it('names a pair whose areas import each other at run time, with one import each way', () => {
    const modules = [
      module('api/accounts/closing.ts', ['api/payments/index.ts'], ['api/pots/index.ts']),
      module('api/payments/rules.ts', ['api/accounts/index.ts']),
      module('api/payments/other.ts', ['api/accounts/index.ts']),
      module('api/pots/pot.ts', ['api/http/errors.ts']),
    ];
    expect(twoWayAreaPairs(modules, AREAS)).toEqual([
      {
        areas: ['accounts', 'payments'],
        imports: ['api/accounts/closing.ts -> api/payments/index.ts', 'api/payments/rules.ts -> api/accounts/index.ts'],
      },
    ]);
  });

  it('finds none when one direction is only types, a test or a test kit', () => {
    const modules = [
      module('api/accounts/export/bank.ts', ['api/payments/index.ts', 'local', 'import', 'type-only']),
      module('api/accounts/profile.ts', ['api/payments/index.ts', 'local', 'import', 'pre-compilation-only']),
      module('api/accounts/closing.test.ts', ['api/payments/index.ts']),
      module('api/accounts/testing/world.ts', ['api/payments/index.ts']),
      module('api/payments/rules.ts', ['api/accounts/index.ts']),
    ];
    expect(twoWayAreaPairs(modules, AREAS)).toEqual([]);
  });

  it('finds none for imports inside one area or through the platform', () => {
    const modules = [
      module('api/accounts/a.ts', ['api/accounts/b.ts'], ['api/http/auth.ts']),
      module('api/accounts/b.ts', ['api/accounts/a.ts']),
      module('api/http/auth.ts', ['api/accounts/index.ts', 'local', 'import', 'type-only']),
    ];
    expect(twoWayAreaPairs(modules, AREAS)).toEqual([]);
  });
});
