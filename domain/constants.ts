/**
 * Business constants and limits of the two specs (§9 of each) and of docs/api-contract.md.
 * Money is always integer cents; durations are milliseconds unless the name says otherwise.
 */

/** Rows shown in a dashboard table before 'Voir tout'; the toggle appears at this count or more. */
export const TABLE_PREVIEW_ROWS = 10;
/** Participants loaded per page on a pot page ('Afficher les 50 suivants'); offsets start at 1. */
export const PARTICIPANTS_PAGE_SIZE = 50;
/** First offset of the participants list. */
export const PARTICIPANTS_FIRST_OFFSET = 1;
/** Charities per page in the directory; pages start at 1. */
export const CHARITY_PAGE_SIZE = 12;

/** Minimum age to register, donate quickly or be a legal representative. */
export const MIN_AGE_YEARS = 18;
/** Direct-debit day of the month: bounds and default. */
export const DEBIT_DAY = { min: 1, max: 31, default: 1 } as const;
/** Subscription recurrence value sent for a monthly debit. */
export const MONTHLY_RECURRENCE = 1;
/** Numeric subscription statuses sent by the dashboard: 3 stops, 1 resumes. */
export const SUBSCRIPTION_STATUS_CODES = { stop: 3, resume: 1 } as const;

/** Fixed role ids (docs/api-contract.md): sign-up sends 1 or 2; 3 is the manager; 4 a charity's representative (docs/charity-area.md). */
export const ROLES = { private: 1, enterprise: 2, manager: 3, charity: 4 } as const;
/** Role names as carried by `user.role.name`. */
export type RoleName = keyof typeof ROLES;
/** Pot types: 0 private (personal) pot, 1 company pot. */
export const POT_TYPES = { private: 0, company: 1 } as const;
/** Payment methods of the payment page; CB is the default. */
export const PAYMENT_METHODS = ['CB', 'UNIQUE_WIRE', 'MONTHLY_WIRE', 'SEPA'] as const;
/** One payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Default payment method. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'CB';
/** Card type registered with the provider. */
export const CARD_TYPE = 'CB_VISA_MASTERCARD';
/** Default country of addresses, bank accounts and representative nationality. */
export const DEFAULT_COUNTRY = 'FR';

/** Minimum donation, in cents (1,00 €). */
export const MIN_DONATION_CENTS = 100;
/** Maximum of one gift (and of one tip), in cents (100 000,00 €; docs/decisions.md, issue 47). */
export const MAX_DONATION_CENTS = 10_000_000;
/** From this amount (1 000,00 €) the recap asks the donor to confirm the gift in words (issue 47). */
export const LARGE_GIFT_CENTS = 100_000;
/** Identity documents are required once a donor's contributions in a calendar year pass this (2 500 €). */
export const KYC_THRESHOLD_CENTS_PER_YEAR = 250_000;
/** Tax-reduction percents: individuals 66 to 75, companies 60; 66 is the displayed default. */
export const TAX_REDUCTION_PERCENT = { privateMin: 66, privateMax: 75, enterprise: 60, default: 66 } as const;

/** Pot name length bounds (characters, after trimming). */
export const POT_NAME_LENGTH = { min: 3, max: 120 } as const;
/** Minimum length of a pot description, counted on its text without HTML tags. */
export const POT_DESCRIPTION_MIN_LENGTH = 3;
/** Upper bound on the raw HTML of a description (protects the API; docs/decisions.md, "Shared rules (domain/)"). */
export const POT_DESCRIPTION_MAX_HTML_LENGTH = 100_000;
/** Closing date window, in days from today: from tomorrow to today + 365. */
export const CLOSING_DATE_DAYS = { min: 1, max: 365 } as const;
/** Most people one share-by-e-mail may invite. */
export const MAX_INVITEES = 500;

/** Theme colours. */
export const COLORS = {
  theme: '#eb3192',
  progress: '#eb3192',
  buttons: '#e24499',
  potDefault: '#e7348f',
  potEditFallback: '#e8589e',
} as const;
/** Cropper ratios and output width for pot images (docs/api-contract.md: banners 2.8, logos 1:1). */
export const IMAGE_CROP = { bannerRatio: 2.8, logoRatio: 1, width: 1920, quality: 0.5 } as const;

/** Largest identity document (7 MB). */
export const KYC_MAX_FILE_BYTES = 7_340_032;
/** Largest banner or logo (2 MB). */
export const IMAGE_MAX_FILE_BYTES = 2_097_152;

/** Toast duration. */
export const TOAST_DURATION_MS = 5_000;
/** How long cookie consent and audience data are kept. */
export const COOKIE_CONSENT_MONTHS = 13;
/** Length bounds of the Idempotency-Key header. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 16, max: 64 } as const;
/**
 * Prefix of the pot wizard's draft keys in the spec's session storage. The drafts live in IndexedDB
 * (pwa/lib/offline-db.ts, one row per draft); the spec's name is kept with its value.
 * @public
 */
export const DRAFT_STORAGE_PREFIX = 'gan_param_';

/** Display cuts: pot names in tables, partner titles (cut with '..'), press titles and one description. */
export const TRUNCATE_LENGTHS = { potName: 30, partnerTitle: 44, pressTitle: 60, pressDescription: 180 } as const;

/** Date formats: typed in forms, sent to the API, shown in tables (dayjs tokens). */
export const DATE_FORMATS = { form: 'DD-MM-YYYY', api: 'YYYY-MM-DD', table: 'DD/MM/YYYY' } as const;
/** Time zone in which calendar days (closing dates, today) are read. */
export const PARIS_TIME_ZONE = 'Europe/Paris';
/** Locale of every number, amount and date shown. */
export const LOCALE = 'fr-FR';
