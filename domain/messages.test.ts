import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as messages from './messages';
import * as notices from './notices';

/** Every French string exported by messages.ts and notices.ts, with its name. */
function allTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  for (const [group, value] of Object.entries({ ...messages, ...notices })) {
    if (typeof value === 'function') texts.push([group, value('X')]);
    else
      for (const [key, text] of Object.entries(value)) {
        texts.push([`${group}.${key}`, typeof text === 'function' ? (text as (x: unknown) => string)('X') : String(text)]);
      }
  }
  return texts;
}

describe('French texts', () => {
  it.each(allTexts())('%s is clean: plain apostrophes, no stray spaces', (_name, text) => {
    expect(text).not.toMatch(/[’‘]/); // the spec writes plain apostrophes
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/ {2}/);
    expect(text.length).toBeGreaterThan(0);
  });

  it('parameterised texts put the value where the spec says', () => {
    expect(messages.newsletterEmailInvalid('a@b')).toBe("L'e-mail a@b n'est pas valide");
    expect(notices.DIRECTORY_NOTICES.charityCount(12)).toBe('12 associations à découvrir');
    expect(notices.PARTICIPANT_TEXTS.madeADonation('Léa')).toBe('Léa a fait un don');
    expect(notices.PARTICIPANT_TEXTS.gave('Léa')).toBe('Léa a donné');
  });
});

describe('constants of the specs (§9) and docs/api-contract.md', () => {
  it.each([
    ['TABLE_PREVIEW_ROWS', 10],
    ['PARTICIPANTS_PAGE_SIZE', 50],
    ['PARTICIPANTS_FIRST_OFFSET', 1],
    ['CHARITY_PAGE_SIZE', 12],
    ['MIN_AGE_YEARS', 18],
    ['DEBIT_DAY', { min: 1, max: 31, default: 1 }],
    ['MONTHLY_RECURRENCE', 1],
    ['SUBSCRIPTION_STATUS_CODES', { stop: 3, resume: 1 }],
    ['ROLES', { private: 1, enterprise: 2, manager: 3, charity: 4 }],
    ['POT_TYPES', { private: 0, company: 1 }],
    ['PAYMENT_METHODS', ['CB', 'UNIQUE_WIRE', 'MONTHLY_WIRE', 'SEPA']],
    ['DEFAULT_PAYMENT_METHOD', 'CB'],
    ['CARD_TYPE', 'CB_VISA_MASTERCARD'],
    ['DEFAULT_COUNTRY', 'FR'],
    ['MIN_DONATION_CENTS', 100],
    ['KYC_THRESHOLD_CENTS_PER_YEAR', 250000],
    ['TAX_REDUCTION_PERCENT', { privateMin: 66, privateMax: 75, enterprise: 60, default: 66 }],
    ['POT_NAME_LENGTH', { min: 3, max: 120 }],
    ['POT_DESCRIPTION_MIN_LENGTH', 3],
    ['CLOSING_DATE_DAYS', { min: 1, max: 365 }],
    ['MAX_INVITEES', 500],
    ['COLORS', { theme: '#eb3192', progress: '#eb3192', buttons: '#e24499', potDefault: '#e7348f', potEditFallback: '#e8589e' }],
    ['IMAGE_CROP', { bannerRatio: 2.8, logoRatio: 1, width: 1920, quality: 0.5 }],
    ['KYC_MAX_FILE_BYTES', 7340032],
    ['IMAGE_MAX_FILE_BYTES', 2097152],
    ['TOAST_DURATION_MS', 5000],
    ['COOKIE_CONSENT_MONTHS', 13],
    ['IDEMPOTENCY_KEY_LENGTH', { min: 16, max: 64 }],
    ['DRAFT_STORAGE_PREFIX', 'gan_param_'],
    ['TRUNCATE_LENGTHS', { potName: 30, partnerTitle: 44, pressTitle: 60, pressDescription: 180 }],
    ['DATE_FORMATS', { form: 'DD-MM-YYYY', api: 'YYYY-MM-DD', table: 'DD/MM/YYYY' }],
    ['PARIS_TIME_ZONE', 'Europe/Paris'],
    ['LOCALE', 'fr-FR'],
  ])('%s = %j', (name, value) => {
    expect((constants as Record<string, unknown>)[name]).toEqual(value);
  });
});
