import { describe, expect, it } from 'vitest';
import { parseShareEmails, shareEmailsError, shareEmailsRequestSchema, splitEmailList } from './share-emails';
import { errorsOf, parsed } from './test-support';

const emails = (count: number) => Array.from({ length: count }, (_, i) => `ami${i}@example.fr`);

describe('splitting the typed list and the files', () => {
  it('splits on commas, semicolons and line breaks, drops blanks, quotes, headers and duplicates', () => {
    expect(splitEmailList('a@x.fr, b@x.fr;c@x.fr\nd@x.fr\r\n\n', 'email\n"e@x.fr"\nA@X.FR\n<f@x.fr>')).toEqual([
      'a@x.fr',
      'b@x.fr',
      'c@x.fr',
      'd@x.fr',
      'e@x.fr',
      'f@x.fr',
    ]);
  });

  it('reads a .csv file content as well as the typed text', () => {
    expect(parseShareEmails('lea@example.fr', 'Email;\nmax@example.fr;\nnope;\n')).toEqual({
      emails: ['lea@example.fr', 'max@example.fr'],
      invalid: ['nope'],
    });
  });
});

describe('share rules', () => {
  it.each([
    ['', "Merci d'ajouter au moins une adresse e-mail"],
    [' ,; \n', "Merci d'ajouter au moins une adresse e-mail"],
    ['lea@example.fr, pas-un-email, max@', "Le format de l'e-mail est invalide : pas-un-email, max@"],
    [emails(500).join(','), null],
    [emails(501).join(','), 'Vous ne pouvez pas inviter plus de 500 personnes'],
    [[...emails(500), 'ami0@example.fr'].join(','), null], // a duplicate is one invitee
  ])('%#: %s', (text, message) => {
    expect(shareEmailsError(parseShareEmails(text))).toBe(message);
  });
});

describe('POST /share/emails body', () => {
  it('accepts a text or an array and answers the distinct valid addresses', () => {
    expect(parsed(shareEmailsRequestSchema, { pot_id: 4, emails: 'a@x.fr; b@x.fr' }).emails).toEqual(['a@x.fr', 'b@x.fr']);
    expect(parsed(shareEmailsRequestSchema, { pot_id: '4', emails: ['a@x.fr', 'a@x.fr'] }).emails).toEqual(['a@x.fr']);
  });

  it('reports on emails and pot_id', () => {
    expect(errorsOf(shareEmailsRequestSchema, { pot_id: 0, emails: 'oops' })).toEqual([
      { field: 'pot_id', detail: "L'identifiant n'est pas valide" },
      { field: 'emails', detail: "Le format de l'e-mail est invalide : oops" },
    ]);
    expect(errorsOf(shareEmailsRequestSchema, { pot_id: 1, emails: emails(501) })).toEqual([
      { field: 'emails', detail: 'Vous ne pouvez pas inviter plus de 500 personnes' },
    ]);
    expect(errorsOf(shareEmailsRequestSchema, { pot_id: 1 })).toEqual([
      { field: 'emails', detail: "Merci d'ajouter au moins une adresse e-mail" },
    ]);
  });
});
