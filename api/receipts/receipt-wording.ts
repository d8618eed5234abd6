/**
 * The French wording of the receipts, after the mentions of the official forms: cerfa 11580 (2041-RD,
 * gifts of individuals, article 200 of the CGI) and cerfa 16216 (2041-MEC, gifts of companies,
 * article 238 bis of the CGI). Gifts made through Entraide are manual gifts ("don manuel") in cash
 * ("numéraire"), paid by card, bank transfer or direct debit.
 */
import type { ReceiptDonor } from './receipt.types';

export type PaymentMethod = 'CARD' | 'BANKWIRE' | 'DIRECT_DEBIT';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: 'Carte bancaire',
  BANKWIRE: 'Virement',
  DIRECT_DEBIT: 'Prélèvement',
};

export interface FormWording {
  cerfa: string;
  title: string;
  legalBasis: string;
  donorHeading: string;
  certification: string;
}

const PERSON: FormWording = {
  cerfa: 'Modèle cerfa n° 11580 (2041-RD)',
  title: 'Reçu au titre des dons à certains organismes d’intérêt général',
  legalBasis: 'Article 200 du code général des impôts (CGI)',
  donorHeading: 'Donateur',
  certification:
    'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article 200 du CGI.',
};

const COMPANY: FormWording = {
  cerfa: 'Modèle cerfa n° 16216 (2041-MEC)',
  title: 'Reçu des dons et versements effectués par les entreprises au titre de l’article 238 bis du code général des impôts',
  legalBasis: 'Article 238 bis du code général des impôts (CGI)',
  donorHeading: 'Entreprise donatrice',
  certification:
    'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article 238 bis du CGI.',
};

export function formWording(donor: ReceiptDonor): FormWording {
  return donor.type === 'COMPANY' ? COMPANY : PERSON;
}

export const RECEIPT_LABELS = {
  number: 'Numéro d’ordre du reçu',
  beneficiary: 'Bénéficiaire des versements',
  name: 'Nom ou dénomination',
  address: 'Adresse',
  purpose: 'Objet',
  status: 'Qualité de l’organisme',
  donorName: 'Nom et prénoms',
  companyName: 'Dénomination sociale',
  legalForm: 'Forme juridique',
  siren: 'Numéro SIREN',
  acknowledgement: 'Le bénéficiaire reconnaît avoir reçu, au titre des dons et versements ouvrant droit à réduction d’impôt, la somme de :',
  amountInWords: 'Somme en toutes lettres',
  paymentDate: 'Date du versement',
  paymentDates: 'Dates des versements',
  form: 'Forme du don',
  formValue: 'Déclaration de don manuel',
  nature: 'Nature du don',
  natureValue: 'Numéraire',
  method: 'Mode de versement',
  signature: 'Date et signature',
  annualTitle: (year: number) => `Reçu récapitulatif des versements de l’année ${year}`,
  annualDetail: 'Détail des prélèvements',
  issuedBy: 'Reçu émis pour le compte du bénéficiaire par Entraide, plateforme de dons.',
  missingAddress: 'Adresse non renseignée',
} as const;

/** The printed order number: year and sequence, e.g. 2026-000042. */
export function receiptNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
