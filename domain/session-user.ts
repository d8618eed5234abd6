/**
 * The signed-in user as `GET /user`, login and sign-up answer it (spec accounts §3): snake_case fields,
 * the address as `user_adress`, `entreprise` (null for private accounts) with its `representative`.
 * Written by the API's user presenter (api/accounts/user.presenter.ts), kept by the PWA's session store
 * (pwa/lib/store.ts). Types only: the session store does not parse the answer.
 */
import type { RoleName } from './constants';

/** A postal address as the API writes it (`user_adress`, `rep_address`). */
export interface WireAddress {
  address_line_1: string | null;
  city: string | null;
  post_code: string | null;
  country_iso: string;
}

/** A company account's company (`user.entreprise`). */
export interface SessionEnterprise {
  enterprise_name: string;
  siren: string;
  legal_form: string;
  fix_phone: string | null;
  logo: { url: string } | null;
  representative: {
    gender: 'male' | 'female' | null;
    firstname: string;
    name: string;
    email: string;
    nationality_iso: string;
    birth_date: string | null;
    rep_address: WireAddress;
  } | null;
}

/**
 * The current user. The API writes every field; beyond `id`, `email` and `role` they are optional here
 * so that screens and their tests may build a session from a partial user.
 */
export interface SessionUser {
  id: number;
  email: string;
  firstname?: string | null;
  name?: string | null;
  role: { id: number; name: RoleName };
  gender?: 'male' | 'female' | null;
  mob_phone?: string | null;
  birth_date?: string | null;
  /** True when the payment-provider user and wallet exist. */
  mangopay_user?: boolean;
  mangopay_user_id?: string | null;
  /** False for accounts created through Facebook that never set a password. */
  has_password?: boolean;
  user_adress?: WireAddress;
  entreprise?: SessionEnterprise | null;
  [field: string]: unknown;
}
