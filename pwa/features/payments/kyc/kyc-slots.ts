/**
 * The file slots of the identity-documents page (pots spec "Company KYC screen"; docs/api-contract.md
 * "Donations"): a company gives its registration extract (Kbis), its manager's identity document (and
 * optionally its back), its articles of association and its shareholders' declaration; a private donor
 * an identity document (and optionally its back). The back is one more IDENTITY_PROOF entry.
 */
import { requiredKycDocuments, type KycDocumentKind } from '@domain/kyc';

export type KycSlot = {
  /** The form's key (the back of the ID has its own, outside the provider's kinds). */
  key: string;
  /** The kind sent as `filetype`. */
  filetype: KycDocumentKind;
  label: string;
  hint?: string;
  required: boolean;
};

const COMPANY_SLOTS: Omit<KycSlot, 'required'>[] = [
  { key: 'REGISTRATION_PROOF', filetype: 'REGISTRATION_PROOF', label: 'Extrait Kbis de la société', hint: 'Daté de moins de 3 mois' },
  {
    key: 'IDENTITY_PROOF',
    filetype: 'IDENTITY_PROOF',
    label: 'Pièce d’identité du dirigeant (passeport ou carte d’identité)',
    hint: 'Recto, ou la page avec la photo du passeport',
  },
  { key: 'IDENTITY_PROOF_BACK', filetype: 'IDENTITY_PROOF', label: 'Verso de la pièce d’identité du dirigeant (facultatif)' },
  { key: 'ARTICLES_OF_ASSOCIATION', filetype: 'ARTICLES_OF_ASSOCIATION', label: 'Statuts de la société', hint: 'Version à jour, signée' },
  { key: 'SHAREHOLDER_DECLARATION', filetype: 'SHAREHOLDER_DECLARATION', label: 'Déclaration des actionnaires' },
];

const PRIVATE_SLOTS: Omit<KycSlot, 'required'>[] = [
  {
    key: 'IDENTITY_PROOF',
    filetype: 'IDENTITY_PROOF',
    label: 'Pièce d’identité (passeport ou carte d’identité)',
    hint: 'Recto, ou la page avec la photo du passeport',
  },
  { key: 'IDENTITY_PROOF_BACK', filetype: 'IDENTITY_PROOF', label: 'Verso de la pièce d’identité (facultatif)' },
];

/** The slots for an account ('enterprise' gets the company's; anyone else the private ones). */
export function kycSlots(role: string): KycSlot[] {
  const company = role === 'enterprise';
  const required = requiredKycDocuments(company ? 'enterprise' : 'private');
  return (company ? COMPANY_SLOTS : PRIVATE_SLOTS).map((slot) => ({ ...slot, required: required.includes(slot.key as KycDocumentKind) }));
}

/** A file's content as base64 (without the data: prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(file);
  });
}
