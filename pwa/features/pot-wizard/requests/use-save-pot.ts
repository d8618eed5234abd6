// The wizard's save (spec, pot save): the pot, then its images, then the pot page; the draft is
// cleared after a successful save. When the server cannot be reached the save waits in the outbox
// ('en attente de connexion'); any other failure shows the error and stays on the form.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { GENERIC_NOTICES } from '@domain/notices';
import { ApiError, firstErrorMessage, OfflineError } from '@/lib/api-client';
import { toastError } from '@/ui/toast';
import type { PotDraft } from '../draft/draft-schema';
import { clearDraft, writeDraft } from '../draft/draft-store';
import { queuePotSave } from '../offline/pot-outbox';
import { announceSaved } from '../upload-feedback';
import { pathWithPot } from '../paths';
import { creationKey, potRequestBody, sendPot, uploadImages } from './save-pot';

export type SaveOutcome = 'saved' | 'queued' | 'failed';

export type SaveOptions = {
  /** Called once the pot is saved, before the draft is cleared. */
  onSaved?: () => void;
  /** Called with the API's refusal (after its toast). */
  onRefused?: (err: unknown) => void;
  /**
   * Where to go once saved (default: the pot page), e.g. the company's payment step: a path whose `id`
   * gets the pot's id (pathWithPot), also once a save queued offline is sent.
   */
  next?: string;
};

export function useSavePot() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(
    async (draftId: string, draft: PotDraft, potType: 0 | 1, { onSaved, onRefused, next }: SaveOptions = {}): Promise<SaveOutcome> => {
      const { key, bodyText } = creationKey(draft, potRequestBody(draft, potType));
      const sent: PotDraft = draft.id ? draft : { ...draft, saveKey: key, saveBody: bodyText };
      await writeDraft(draftId, sent);
      try {
        const pot = await sendPot(sent, potType, key);
        const failures = await uploadImages(pot.id, sent, potType);
        onSaved?.();
        await clearDraft(draftId);
        // Pages of this pot read before the save show the saved values.
        client.removeQueries({ queryKey: ['pot', pot.id] });
        announceSaved(draft.id !== null, failures);
        void navigate(next ? pathWithPot(next, pot.id) : `/participate/${pot.id}`);
        return 'saved';
      } catch (err) {
        if (err instanceof OfflineError) {
          await queuePotSave(draftId, sent, potType, key, next);
          return 'queued';
        }
        toastError(err instanceof ApiError && err.errors.length > 0 ? firstErrorMessage(err) : GENERIC_NOTICES.error);
        onRefused?.(err);
        return 'failed';
      }
    },
    [navigate, client],
  );
}
