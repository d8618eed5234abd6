// Choosing and sending the 1 to 5 files (PDF, JPEG, GIF or PNG, 7 MB each: checked here and again by the
// API) of one KYC document, shared by the charity's documents page and the manager's charity page:
// `useKycUpload` holds the selection and sends it, `KycFilesInput` is the file button, the names chosen
// and the refusal.
import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { acceptAttribute, kycFileError, KYC_EXTENSIONS } from '@domain/files';
import { firstErrorMessage } from '@/lib/api-errors';
import { toastSuccess } from '@/ui/toast';

const MAX_FILES = 5;

/** Why a selection is refused, or null. */
function selectionError(files: File[], emptyMessage: string): string | null {
  if (files.length === 0) return emptyMessage;
  if (files.length > MAX_FILES) return 'Cinq fichiers au plus par document';
  for (const file of files) {
    const refused = kycFileError({ name: file.name, size: file.size, type: file.type });
    if (refused) return `${file.name} : ${refused}`;
  }
  return null;
}

interface KycUploadOptions<T> {
  type: T;
  /** The toast once sent. */
  successText: string;
  /** The refusal when no file is chosen. */
  emptyMessage: string;
}

/** The files chosen for one document, their refusal, and the form's submit handler that sends them. */
export function useKycUpload<T>(
  upload: UseMutationResult<unknown, Error, { type: T; files: File[] }>,
  { type, successText, emptyMessage }: KycUploadOptions<T>,
) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const chooseFiles = (chosen: File[]) => {
    setFiles(chosen);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = selectionError(files, emptyMessage);
    setError(refused);
    if (refused) return;
    upload.mutate(
      { type, files },
      {
        onSuccess: () => {
          toastSuccess(successText);
          setFiles([]);
        },
        onError: (err) => setError(firstErrorMessage(err)),
      },
    );
  };
  return { files, error, chooseFiles, submit };
}

interface KycFilesInputProps {
  inputId: string;
  hintId: string;
  errorId: string;
  files: File[];
  error: string | null;
  onFiles: (files: File[]) => void;
  /** The area's classes for the button's wrapper and for the names chosen. */
  classNames: { upload: string; names: string };
}

/** The file button, the names chosen (announced) and the refusal. */
export function KycFilesInput({ inputId, hintId, errorId, files, error, onFiles, classNames }: KycFilesInputProps) {
  return (
    <>
      <span className={classNames.upload}>
        <input
          id={inputId}
          type="file"
          multiple
          className="visually-hidden"
          accept={acceptAttribute(KYC_EXTENSIONS)}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
        />
        <label htmlFor={inputId} className="btn btn--secondary btn--sm">
          Choisir les fichiers
        </label>
      </span>
      <p className={classNames.names} aria-live="polite">
        {files.length > 0 ? files.map((f) => f.name).join(', ') : 'Aucun fichier choisi'}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
