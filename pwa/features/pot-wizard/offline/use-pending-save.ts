// Whether this draft's save waits in the outbox ('en attente de connexion'), and what to do when it
// is sent (go to the pot page) or refused (back to the form).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
      if (event.type === 'sent') void navigate(`/participate/${event.pot.id}`);
    });
    startPotOutbox();
    return () => {
      active = false;
      unsubscribe();
    };
  }, [draftId, navigate]);

  return { pending, setPending };
}
