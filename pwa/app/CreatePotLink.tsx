import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/store';
import { whenIdle } from '@/lib/when-idle';
import { buttonClassName, type ButtonSize } from '@/ui/Button';

type CreatePotLinkProps = { size?: ButtonSize; block?: boolean; className?: string };

const CreatePotPopup = lazy(async () => ({ default: (await import('@/features/pot-wizard/components/CreatePotPopup')).CreatePotPopup }));
const loadWizardEntry = () => import('@/features/pot-wizard/components/CreatePotPopup');
const loadOutbox = () => import('@/features/pot-wizard/offline/pot-outbox');

/** Loads and starts the outbox only if a write waits in it (read without Dexie, as the shell counts them). */
async function startOutboxIfWaiting(): Promise<void> {
  const { countQueuedWrites } = await import('./pwa/outbox-count');
  if ((await countQueuedWrites()) > 0) (await loadOutbox()).startPotOutbox();
}

/**
 * The 'Créer une cagnotte' entry point: opens the create-cagnotte popup (profile and event type), or
 * goes straight on for a signed-in person whose draft already has its event type (spec). It also
 * starts the outbox of pots saved offline, since it is on every public page. Without JavaScript it is
 * a plain link to the charity step.
 */
export function CreatePotLink({ size = 'md', block, className }: CreatePotLinkProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const type = user?.role.name === 'enterprise' ? 'company' : 'private';

  // Once the page has loaded and the browser is idle, and only if a save may be waiting: the outbox
  // (and the schemas it loads) never competes with a page's first screen.
  useEffect(() => whenIdle(() => void startOutboxIfWaiting()), []);

  async function handleClick(event: MouseEvent) {
    event.preventDefault();
    const entry = await loadWizardEntry();
    const profile = entry.profileOfRole(user?.role.name);
    const { readDraft } = await import('@/features/pot-wizard/draft/draft-store');
    const evt = profile ? (await readDraft('pot-wizard'))?.evt : null;
    if (profile && evt) void navigate(await entry.nextStep(profile, evt));
    else setOpen(true);
  }

  return (
    <>
      <Link
        to={`/create/${type}/assocs?evt=0`}
        className={buttonClassName({ size, block }, className)}
        onClick={(event) => void handleClick(event)}
      >
        Créer une cagnotte
      </Link>
      {open && (
        <Suspense fallback={null}>
          <CreatePotPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
