import { useState, type ChangeEvent } from 'react';
import { acceptAttribute, isNonEmptyFile, kycFileError, KYC_EXTENSIONS } from '@domain/files';
import { ADDRESS_MESSAGES, FILE_MESSAGES } from '@domain/messages';
import { GENERIC_NOTICES, POT_NOTICES } from '@domain/notices';
import { ApiError, firstErrorMessage } from '@/lib/api-client';
import { toastMessages } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { toastError, toastSuccess } from '@/ui/toast';
import { registerKyc, type KycFile } from '../requests/bank';
import { newAttemptKey } from '../lib/idempotency';
import { kycSlots, readAsBase64, type KycSlot } from './kyc-slots';

type KycFormProps = {
  role: string;
  /** The payment waiting for the documents: gift plus tip, in cents. */
  amountCents: number;
  /** Called after the upload succeeded (the page goes on to the payment). */
  onSent: () => void;
};

function SlotInput({
  slot,
  error,
  onPick,
}: {
  slot: KycSlot;
  error?: string;
  onPick: (file: File | null, input: HTMLInputElement) => void;
}) {
  return (
    <Field
      label={slot.label}
      hint={slot.hint}
      error={error}
      required={slot.required}
      className="kyc-slot"
      type="file"
      accept={acceptAttribute(KYC_EXTENSIONS)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0] ?? null, event.target)}
    />
  );
}

/**
 * The identity documents: one file input per slot, each file checked at once (pdf, jpeg, jpg, gif or
 * png; at most 7 MB: 'Le fichier ne doit pas dépasser 7Mb', the input is then cleared), read as base64
 * and sent together with the payment's amount; empty slots are not sent. 'Valider' is disabled while
 * sending and comes back after a failure.
 */
export function KycForm({ role, amountCents, onSent }: KycFormProps) {
  const slots = kycSlots(role);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  function pick(slot: KycSlot, file: File | null, input: HTMLInputElement) {
    const problem = file ? kycFileError(file) : null;
    if (problem) input.value = '';
    setFiles((current) => ({ ...current, [slot.key]: problem ? null : file }));
    setErrors((current) => {
      const next = { ...current };
      if (problem) next[slot.key] = problem;
      else delete next[slot.key];
      return next;
    });
  }

  async function submit() {
    const missing: Record<string, string> = {};
    for (const slot of slots) if (slot.required && !files[slot.key]) missing[slot.key] = ADDRESS_MESSAGES.fieldRequired;
    const chosen = slots.filter((slot) => files[slot.key] && isNonEmptyFile(files[slot.key] as File));
    if (Object.keys(missing).length > 0 || chosen.length === 0) {
      setErrors((current) => ({ ...current, ...missing }));
      toastMessages(chosen.length === 0 ? [FILE_MESSAGES.kycDocumentsRequired] : [GENERIC_NOTICES.fillFields]);
      return;
    }
    setSending(true);
    try {
      const body: KycFile[] = await Promise.all(
        chosen.map(async (slot) => ({ filetype: slot.filetype, value: await readAsBase64(files[slot.key] as File) })),
      );
      await registerKyc(body, amountCents, { idempotencyKey: newAttemptKey('kyc') });
      toastSuccess(POT_NOTICES.kycSent);
      onSent();
    } catch (err) {
      toastError(err instanceof ApiError ? firstErrorMessage(err) : GENERIC_NOTICES.error);
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      className="kyc-form"
      aria-label="Documents d’identité"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {slots.map((slot) => (
        <SlotInput key={slot.key} slot={slot} error={errors[slot.key]} onPick={(file, input) => pick(slot, file, input)} />
      ))}
      <p className="field__hint">Formats acceptés : pdf, jpeg, jpg, gif, png ; 7 Mo au plus par fichier.</p>
      <Button type="submit" block disabled={sending} loading={sending}>
        Valider
      </Button>
    </form>
  );
}
