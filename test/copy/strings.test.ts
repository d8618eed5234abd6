/**
 * The copy rules of issue 47 over every text users see (test/copy/user-strings.ts reads them from
 * pwa/, api/ and domain/): French typography (a narrow no-break space before ? ! : ; and a no-break
 * space inside « », never a plain one; '…' rather than three dots), one spelling of 'e-mail', sentence
 * case on buttons, and none of the spec's slips that docs/decisions.md ("A copy pass over every
 * user-visible string (issue 47)") records as corrected.
 */
import { describe, expect, it } from 'vitest';
import { forDevelopers, isFrench, stringsOf, userStrings, type UserString } from './user-strings';

interface Rule {
  name: string;
  /** Matches a wrong text. */
  wrong: RegExp;
  /** French prose only (the rules of French typography), or every text of the files users read. */
  frenchOnly: boolean;
}

const RULES: Rule[] = [
  { name: 'a plain space before ? ! : ; (U+202F wanted)', wrong: /[ \u00A0][?!:;](?=$|[\s'"’»)<])/u, frenchOnly: true },
  { name: 'no space before ? ! ; (U+202F wanted)', wrong: /\p{L}[?!;](?=$|\s)/u, frenchOnly: true },
  { name: 'a plain space inside « » (U+00A0 wanted)', wrong: /« | »/u, frenchOnly: true },
  { name: 'three dots (… wanted)', wrong: /\.\.\./u, frenchOnly: true },
  { name: "'email' or 'Email' ('e-mail' wanted)", wrong: /(?<![\w@.-])[Ee]mails?\b(?![@.-]\w)/u, frenchOnly: false },
  {
    name: "a capital E or A that wants its accent ('Éditez', 'À partir')",
    wrong: /\b(Editez|Editer|Etes|Etape|Evénement|Echec|Ecrivez)\b|(^|[.!?]\s)A (partir|propos|bientôt|venir|noter)\b/u,
    frenchOnly: true,
  },
  { name: 'an upper-case button text (sentence case wanted)', wrong: /^(?=.*\p{Lu}{2})[\p{Lu}\s'’-]{6,}$/u, frenchOnly: false },
  {
    name: "one of the spec's slips issue 47 lists",
    wrong:
      /Votre adresse obligatoire|genre est obligatoire|au moin un|Ce champs|© 2022|gratuite pour les associations|associations? partenaires trouvée/u,
    frenchOnly: false,
  },
];

/** Upper-case texts that are not buttons: acronyms and codes users know that way. */
const UPPER_CASE_NAMES = /^(HTTP X|IBAN|BIC|SIREN|SIRET|RNA|SEPA|CGU|RSE|TVA|KYC|PDF|CSV|QR CODE|UBO|ODD \d+)$/u;

function offences(strings: UserString[]): string[] {
  const applies = (rule: Rule, s: UserString) => (rule.frenchOnly ? isFrench(s.file, s.text) : !forDevelopers(s.file));
  return strings.flatMap((s) =>
    RULES.filter((rule) => applies(rule, s) && rule.wrong.test(s.text) && !UPPER_CASE_NAMES.test(s.text.trim())).map(
      (rule) => `${s.file}:${s.line} ${rule.name}: ${JSON.stringify(s.text)}`,
    ),
  );
}

describe('the texts users see', () => {
  const strings = userStrings();

  it('are read from the PWA, the API (errors and e-mails) and the domain', () => {
    const areas = new Set(strings.map((s) => s.file.split('/')[0]));
    expect([...areas].sort()).toEqual(['api', 'domain', 'pwa']);
    const texts = strings.map((s) => s.text);
    expect(texts).toContain('Votre adresse est obligatoire');
    expect(texts.some((t) => t.startsWith('Pour choisir un nouveau mot de passe'))).toBe(true); // an e-mail's body
  });

  it('follow French typography, spell e-mail one way, keep buttons in sentence case and carry no known slip', () => {
    expect(offences(strings)).toEqual([]);
  });
});

describe('the reading of texts and the rules', () => {
  const read = (source: string, file = 'pwa/x.tsx') => stringsOf(file, source).map((s) => s.text);

  it('takes JSX text, shown attributes, string and template literals, never comments or code', () => {
    const source = `
      import x from './x';
      // Quel événement? (a comment)
      const css = 'a:hover { color: red; }';
      const time = '10:30';
      const re = /a ?b/;
      const t = \`Bonjour \${name} : bienvenue\`;
      if (kind === 'Bonjour vous ?') log.info('started : ok');
      export const C = () => <p className="a b" title="Le titre ?">Votre don ?<a href="https://x.fr/?a=1">lien</a></p>;`;
    expect(read(source)).toEqual(['Bonjour X : bienvenue', 'Le titre ?', 'Votre don ?']);
  });

  it('finds the slips issue 47 names and passes their corrections', () => {
    const wrong = [
      'Quel événement?',
      'Chargement des résultats, veuillez patienter ...',
      'Votre email est obligatoire',
      'Editez votre image',
      'Mot de passe oublié ?',
      'VOIR LA CAGNOTTE',
      '© 2022 Entraide',
    ];
    const right = [
      'Quel événement\u202F?',
      'Chargement des résultats, veuillez patienter…',
      'Votre e-mail est obligatoire',
      'Éditez votre image',
      'Mot de passe oublié\u202F?',
      'Voir la cagnotte',
      'IBAN',
      'lea@exemple.fr',
    ];
    const as = (texts: string[]) => texts.map((text, line) => ({ file: 'pwa/x.tsx', line, text, spans: [] }));
    expect(offences(as(wrong))).toHaveLength(wrong.length);
    expect(offences(as(right))).toEqual([]);
  });

  it('leaves code-like texts alone: times, URLs, English texts for developers', () => {
    const texts = ['Rendez-vous à 10:30', 'Voir https://entraide.example/?q=1', 'Invalid configuration: PORT'];
    expect(offences(texts.map((text) => ({ file: 'api/config.ts', line: 1, text, spans: [] })))).toEqual([]);
  });
});
