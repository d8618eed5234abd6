/**
 * Profile and company payloads of `PUT /user` and the representative page:
 * - private profile: firstname, name, gender, birth_date, user_adress required; mob_phone optional;
 * - company account form: gender (Monsieur/Madame), firstname, name, optional mob_phone;
 * - company details: `{user: {user_adress}, entreprise: {enterprise_name, siren, legal_form, fix_phone,
 *   representative}}`; the creation flow requires the landline (fix_phone), the profile does not and
 *   lets the representative's address be absent (the profile page does not show it);
 * - representative completion: `{user: {user_adress}, entreprise: {enterprise_name, representative}}`,
 *   every field required.
 * Password changes are in password.ts (`passwordChangeSchema`).
 */
import { z } from 'zod';
import { addressSchema, COMPANY_ADDRESS_MESSAGES } from './address';
import { birthDateSchema } from './birth-date';
import { enterpriseNameSchema, legalFormSchema, representativeSchema, sirenSchema, type DatedSchemaOptions } from './company';
import { firstnameSchema, genderSchema, lastnameSchema, phoneSchema } from './identity';
import { COMPANY_MESSAGES } from './messages';

/** The private profile form and `PUT /user` body of an individual. */
export function privateProfileSchema(options: DatedSchemaOptions) {
  return z.object({
    firstname: firstnameSchema,
    name: lastnameSchema,
    gender: genderSchema(),
    mob_phone: phoneSchema(),
    birth_date: birthDateSchema({ today: options.today, format: options.format ?? 'api' }),
    user_adress: addressSchema(),
  });
}

/** The company profile's account form (title, first name, last name, phone). */
export const companyAccountSchema = z.object({
  gender: genderSchema(),
  firstname: firstnameSchema,
  name: lastnameSchema,
  mob_phone: phoneSchema(),
});

/** Which company form: the company profile page or the creation flow's company details. */
export type CompanyFormVariant = 'profile' | 'creation';

/** Options of `companyDetailsSchema`. */
export interface CompanyDetailsOptions extends DatedSchemaOptions {
  /** 'profile' (default) or 'creation' (landline phone and representative address required). */
  variant?: CompanyFormVariant;
}

/** The company profile form and the creation flow's company details form (`PUT /user` with entreprise). */
export function companyDetailsSchema(options: CompanyDetailsOptions) {
  const creation = options.variant === 'creation';
  return z.object({
    user: z.object({ user_adress: addressSchema(COMPANY_ADDRESS_MESSAGES) }, { error: COMPANY_MESSAGES.companyAddressRequired }),
    entreprise: z.object(
      {
        enterprise_name: enterpriseNameSchema,
        siren: sirenSchema,
        legal_form: legalFormSchema,
        fix_phone: creation ? phoneSchema(COMPANY_MESSAGES.fixPhoneRequired) : phoneSchema(),
        representative: representativeSchema({
          today: options.today,
          format: options.format ?? 'api',
          addressOptional: !creation,
        }),
      },
      { error: COMPANY_MESSAGES.companyNameRequired },
    ),
  });
}

/** The representative page (`/login/representative`): company address and legal representative. */
export function representativeCompletionSchema(options: DatedSchemaOptions) {
  return z.object({
    user: z.object({ user_adress: addressSchema(COMPANY_ADDRESS_MESSAGES) }, { error: COMPANY_MESSAGES.companyAddressRequired }),
    entreprise: z.object(
      {
        enterprise_name: enterpriseNameSchema,
        representative: representativeSchema({ today: options.today, format: options.format ?? 'api' }),
      },
      { error: COMPANY_MESSAGES.companyNameRequired },
    ),
  });
}

/** Whether a company can pay: its profile must carry a SIREN and a legal form (else the blocking popup). */
export function companyCanPay(entreprise: { siren?: string | null; legal_form?: string | null } | null | undefined): boolean {
  return Boolean(entreprise?.siren && entreprise.legal_form);
}
