// Asks the API for the provider's strong-authentication page and goes there (the provider sends the
// representative back to /association/espace/authentification/retour).
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { toastError } from '@/ui/toast';
import { leaveTo } from '../leave-to';
import { useStartSca } from '../requests/charity-requests';

export function ScaStartButton({ label }: { label: string }) {
  const start = useStartSca();
  return (
    <Button
      block
      loading={start.isPending || start.isSuccess}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: ({ redirect_url }) => leaveTo.assign(redirect_url),
          onError: (err) => toastError(firstErrorMessage(err)),
        })
      }
    >
      {label}
    </Button>
  );
}
