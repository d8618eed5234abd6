// Texts and toasts shared by the direct save and the outbox.
import { ACCOUNT_NOTICES, NOTICE_TITLES, POT_NOTICES } from '@domain/notices';
import { toastError, toastSuccess } from '@/ui/toast';
import type { UploadFailure } from './requests/save-pot';

/** Invented texts of the wizard. */
export const WIZARD_TEXTS = {
  potUpdated: 'Votre cagnotte a été mise à jour',
  bannerUploadFailed: "L'image de votre cagnotte n'a pas pu être envoyée, réessayez depuis la modification de la cagnotte",
  pending: 'En attente de connexion',
} as const;

/** The success toast of a save, then what could not be uploaded (the pot itself is saved). */
export function announceSaved(updated: boolean, failures: UploadFailure[]): void {
  toastSuccess(updated ? WIZARD_TEXTS.potUpdated : POT_NOTICES.potCreated, NOTICE_TITLES.operationSucceeded);
  if (failures.includes('banner')) toastError(WIZARD_TEXTS.bannerUploadFailed);
  if (failures.includes('logo')) toastError(ACCOUNT_NOTICES.logoUploadFailed);
}
