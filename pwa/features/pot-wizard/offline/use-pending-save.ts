// Whether this draft's save waits in the outbox ('en attente de connexion'), and what to do when it
// is sent (go on where the save was to go: the pot page, or the company's payment step) or refused (back
// to the form).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathWithPot } from '../paths';
import { pendingPotSaves, startPotOutbox, subscribeOutbox } from './pot-outbox';

export function usePendingSave(draftId: string): { pending: boolean; setPending: (pending: boolean) => void } {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void pendingPotSaves().then((rows) => {
      if (active && rows.some((row) => row.body.draftId === draftId)) setPending(true);
    });
    const unsubscribe = subscribeOutbox((event) => {
      if (event.draftId !== draftId) return;
      if (event.type === 'queued') setPending(true);
      if (event.type === 'rejected') setPending(false);
      if (event.type === 'sent') void navigate(event.next ? pathWithPot(event.next, event.pot.id) : `/participate/${event.pot.id}`);
    });
    startPotOutbox();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [draftId, navigate]);

  return { pending, setPending };
}
