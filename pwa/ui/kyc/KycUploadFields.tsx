// The fields of one KYC document's form, the same in the charity's documents page and the manager's
// charity page: the files accepted (the hint), the file button with the names chosen and the refusal
// (KycFilesInput), and the submit button. The area gives its classes and its words.
import { useId, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { KycFilesInput } from '@/ui/KycFilesInput';

type Props = {
  /** What `useKycUpload` holds (the files chosen, the refusal, how to choose) and whether they are being sent. */
  upload: { files: File[]; error: string | null; chooseFiles: (files: File[]) => void; busy: boolean };
  /** The document's type: the identity document's hint asks for both sides. */
  type: string;
  area: KycFieldsArea;
};

/** An area's classes and words for these fields. */
export type KycFieldsArea = {
  classNames: { hint: string; upload: string; names: string };
  /** Said after '5 fichiers au plus' for the identity document (its two sides). */
  identityNote: ReactNode;
  submitLabel: string;
};

export function KycUploadFields({ upload, type, area: { classNames, identityNote, submitLabel } }: Props) {
  const id = useId();
  return (
    <>
      <p id={`${id}-hint`} className={classNames.hint}>
        PDF, JPEG, GIF ou PNG ; 7 Mo par fichier, 5 fichiers au plus{type === 'IDENTITY_PROOF' && identityNote}.
      </p>
      <KycFilesInput
        inputId={`${id}-input`}
        hintId={`${id}-hint`}
        errorId={`${id}-error`}
        files={upload.files}
        error={upload.error}
        onFiles={upload.chooseFiles}
        classNames={classNames}
      />
      <Button type="submit" size="sm" loading={upload.busy}>
        {submitLabel}
      </Button>
    </>
  );
}
