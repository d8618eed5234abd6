// The pot a donation page pays into, read as the pot page reads it (same cache), with the id of the
// route. `invalidId` is true when the address carries no usable id.
import { useParams } from 'react-router-dom';
import { idSchema } from '@domain/requests';
import { useSession } from '@/lib/store';
import { usePot } from '@/lib/pot';

export function useDonationPot() {
  const params = useParams();
  const parsed = idSchema.safeParse(params.id);
  const id = parsed.success ? parsed.data : 0;
  const { user } = useSession();
  const pot = usePot(id, user?.id ?? null, parsed.success);
  return { id, invalidId: !parsed.success, pot };
}
