import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  lockedToSharingOption,
  potColorForEdit,
  potColorSchema,
  POT_COLOR_PRESETS,
  potDescriptionSchema,
  potNameSchema,
  sharingOptionSchema,
  sharingOptionToLocked,
} from './pot-fields';
import { canCreatePotType, closingDateBounds, closingDateSchema, defaultClosingDate, potSaveSchema, potTypeForRole } from './pot-save';
import { errorsOf, firstMessage, parsed, repeat } from './test-support';

const TODAY = '2026-06-15';

describe('pot name: 3 to 120 characters', () => {
  it.each([
    ['', 'Le nom de votre cagnotte est obligatoire'],
    ['   ', 'Le nom de votre cagnotte est obligatoire'],
    [undefined, 'Le nom de votre cagnotte est obligatoire'],
    ['ab', 'Le nom de votre cagnotte est trop court'],
    ['  ab  ', 'Le nom de votre cagnotte est trop court'],
    ['abc', null],
    [repeat('x', 120), null],
    [repeat('x', 121), 'Le nom de votre cagnotte est trop long'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(potNameSchema, input)).toBe(message);
  });
});

describe('description: at least 3 characters of text, tags not counted', () => {
  it.each([
    ['', 'La description de votre cagnotte est obligatoire'],
    [undefined, 'La description de votre cagnotte est obligatoire'],
    ['<p></p>', 'La description de votre cagnotte est obligatoire'],
    ['<p>&nbsp; </p>', 'La description de votre cagnotte est obligatoire'],
    ['<p><strong>ab</strong></p>', 'La description de votre cagnotte est trop courte'],
    ['ab', 'La description de votre cagnotte est trop courte'],
    ['<p><em>abc</em></p>', null],
    ['<p>a&amp;b</p>', null],
    [`<p>${repeat('x', 99_993)}</p>`, null], // 100 000 characters of HTML
    [`<p>${repeat('x', 99_994)}</p>`, 'La description de votre cagnotte est trop longue'],
  ])('%#: %s', (input, message) => {
    expect(firstMessage(potDescriptionSchema, input)).toBe(message);
  });

  it('reads the visible text of rich text', () => {
    expect(htmlToText('<p>Bonjour&nbsp;<b>à&#160;tous</b></p><p>Merci &#x263A;</p><script>x()</script>')).toBe('Bonjour à tous Merci ☺');
  });
});

describe('closing date: from tomorrow to today + 365 days', () => {
  const form = closingDateSchema({ today: TODAY, format: 'form' });
  it.each([
    ['15-06-2026', 'La date de fin de collecte doit être au plus tôt demain'], // today
    ['16-06-2026', null], // tomorrow
    ['15-06-2027', null], // today + 365
    ['16-06-2027', 'La date de fin de collecte doit être au plus tard dans 365 jours'], // + 366
    ['31-06-2026', 'Date invalide'],
    ['2026-06-20', 'Date invalide'],
    ['', 'La date de fin de collecte est obligatoire'],
    [undefined, 'La date de fin de collecte est obligatoire'],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(form, input)).toBe(message);
  });

  it('the API reads YYYY-MM-DD; the later-step variant may leave it out', () => {
    expect(firstMessage(closingDateSchema({ today: TODAY }), '2026-06-16')).toBeNull();
    expect(parsed(closingDateSchema({ today: TODAY, closingDateOptional: true }), '')).toBeUndefined();
    expect(firstMessage(closingDateSchema({ today: TODAY, closingDateOptional: true }), '2026-06-15')).toBe(
      'La date de fin de collecte doit être au plus tôt demain',
    );
  });

  it('bounds and default follow the injected today', () => {
    expect(closingDateBounds('2026-12-31')).toEqual({ min: '2027-01-01', max: '2027-12-31' });
    expect(closingDateBounds('2027-06-15')).toEqual({ min: '2027-06-16', max: '2028-06-14' }); // 2028 is a leap year
    expect(defaultClosingDate(TODAY)).toBe('2026-06-16');
  });
});

describe('sharing option, colour, pot type', () => {
  it('SHARE or SHOW, SHOW locks the pot', () => {
    expect(firstMessage(sharingOptionSchema, undefined)).toBe("Merci de choisir une option de partage ou d'invitation");
    expect(firstMessage(sharingOptionSchema, 'PUBLIC')).toBe("Merci de choisir une option de partage ou d'invitation");
    expect(sharingOptionToLocked('SHOW')).toBe(true);
    expect(sharingOptionToLocked('SHARE')).toBe(false);
    expect(lockedToSharingOption(true)).toBe('SHOW');
    expect(lockedToSharingOption(undefined)).toBe('SHARE');
  });

  it('14 distinct hex presets, #e7348f first', () => {
    expect(POT_COLOR_PRESETS).toHaveLength(14);
    expect(POT_COLOR_PRESETS[0]).toBe('#e7348f');
    expect(new Set(POT_COLOR_PRESETS).size).toBe(14);
    for (const color of POT_COLOR_PRESETS) expect(firstMessage(potColorSchema, color)).toBeNull();
  });

  it.each([
    ['#E7348F', '#e7348f'],
    ['#abc', '#abc'],
  ])('colour %s -> %s', (input, expected) => {
    expect(parsed(potColorSchema, input)).toBe(expected);
  });

  it.each(['e7348f', '#e7348', '#ggg', 'pink'])('colour %s is refused', (input) => {
    expect(firstMessage(potColorSchema, input)).toBe("La couleur choisie n'est pas valide");
  });

  it('edit falls back to #e8589e', () => {
    expect(potColorForEdit(null)).toBe('#e8589e');
    expect(potColorForEdit('nope')).toBe('#e8589e');
    expect(potColorForEdit('#1E88E5')).toBe('#1e88e5');
  });

  it('private accounts create type 0, enterprise accounts type 1', () => {
    expect(potTypeForRole('private')).toBe(0);
    expect(potTypeForRole('enterprise')).toBe(1);
    expect(potTypeForRole('manager')).toBeNull();
    expect(canCreatePotType('private', 1)).toBe(false);
    expect(canCreatePotType('enterprise', 1)).toBe(true);
    expect(canCreatePotType('enterprise', 0)).toBe(false);
  });
});

describe('charity_pot body', () => {
  const schema = potSaveSchema({ today: TODAY });
  const body = {
    name: 'Anniversaire de Léa',
    description: '<p>Pour ses 30 ans</p>',
    closing_date: '2026-07-01',
    event_type_id_id: 3,
    assoc_id_id: '12',
  };

  it('accepts a private pot and defaults pot_type to 0', () => {
    expect(parsed(schema, body)).toMatchObject({ pot_type: 0, assoc_id_id: 12, event_type_id_id: 3 });
  });

  it('lists every failing field', () => {
    expect(errorsOf(schema, { color: 'pink', pot_type: 2, event_type_id_id: 0 })).toEqual([
      { field: 'name', detail: 'Le nom de votre cagnotte est obligatoire' },
      { field: 'description', detail: 'La description de votre cagnotte est obligatoire' },
      { field: 'closing_date', detail: 'La date de fin de collecte est obligatoire' },
      { field: 'event_type_id_id', detail: "Le type d'événement est obligatoire" },
      { field: 'assoc_id_id', detail: 'Merci de choisir une association' },
      { field: 'color', detail: "La couleur choisie n'est pas valide" },
      { field: 'pot_type', detail: "Le type de cagnotte n'est pas valide" },
    ]);
  });

  it('accepts the company fields', () => {
    expect(parsed(schema, { ...body, pot_type: 1, is_locked: true, color: '#1E88E5' })).toMatchObject({
      pot_type: 1,
      is_locked: true,
      color: '#1e88e5',
    });
  });
});
