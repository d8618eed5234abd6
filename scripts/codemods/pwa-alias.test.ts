import { describe, expect, it } from 'vitest';
import { aliasFor, rewrite } from './pwa-alias';

describe('pwa-alias codemod', () => {
  it.each([
    ['pwa/features/charity/pages/MoneyPage.tsx', '../../../ui/Button', '@/ui/Button'],
    ['pwa/features/charity/pages/MoneyPage.tsx', '../../../../domain/pot', '@domain/pot'],
    ['pwa/features/charity/pages/MoneyPage.tsx', '../../manager/api/kyc', '@/features/manager/api/kyc'],
    ['pwa/app/App.tsx', '../lib/store', '@/lib/store'],
    ['pwa/app/routes/pot.tsx', '../../features/pot-page/routes', '@/features/pot-page/routes'],
    ['pwa/ui/charities/CharityCard.tsx', '../../lib/charities/certification', '@/lib/charities/certification'],
  ])('aliases %s → %s', (file, specifier, alias) => {
    expect(aliasFor(file, specifier)).toBe(alias);
  });

  it.each([
    ['pwa/features/charity/pages/MoneyPage.tsx', '../components/QueryState'],
    ['pwa/features/charity/pages/MoneyPage.tsx', './money'],
    ['pwa/ui/charities/CharityCard.tsx', '../Button'],
    ['pwa/features/charity/pages/MoneyPage.tsx', '@/ui/Button'],
    ['pwa/features/charity/pages/MoneyPage.tsx', 'react'],
    ['pwa/app/route-table.test.tsx', '../../test/docs/routes-doc'],
  ])('keeps %s → %s', (file, specifier) => {
    expect(aliasFor(file, specifier)).toBeUndefined();
  });

  it('rewrites imports, re-exports, import(), import types and vi.mock, and nothing else; a second run changes nothing', () => {
    const before = [
      "import { Button } from '../../../ui/Button';",
      "import type { Pot } from '../../../../domain/pot';",
      "export { money } from '../../../lib/format';",
      "const lazy = () => import('../../../lib/pot');",
      "type T = import('../../../lib/store').Session;",
      "vi.mock('../../../ui/toast', async () => ({}));",
      "const url = new URL('../../public/', import.meta.url);",
      "import { local } from '../components/local';",
    ].join('\n');
    const after = rewrite('pwa/features/charity/pages/MoneyPage.tsx', before);
    expect(after.split('\n')).toEqual([
      "import { Button } from '@/ui/Button';",
      "import type { Pot } from '@domain/pot';",
      "export { money } from '@/lib/format';",
      "const lazy = () => import('@/lib/pot');",
      "type T = import('@/lib/store').Session;",
      "vi.mock('@/ui/toast', async () => ({}));",
      "const url = new URL('../../public/', import.meta.url);",
      "import { local } from '../components/local';",
    ]);
    expect(rewrite('pwa/features/charity/pages/MoneyPage.tsx', after)).toBe(after);
  });
});
