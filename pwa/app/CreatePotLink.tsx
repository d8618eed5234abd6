import { Link } from 'react-router-dom';
import { useSession } from '../lib/store';
import { buttonClassName, type ButtonSize } from '../ui/Button';

type CreatePotLinkProps = { size?: ButtonSize; block?: boolean; className?: string };

/**
 * The 'Créer une cagnotte' entry point. It starts the creation flow at the charity choice
 * (/create/{type}/assocs?evt=0, the spec's start from the home page); the pot issue replaces the
 * target with the create-cagnotte popup (profile and event type choice).
 */
export function CreatePotLink({ size = 'md', block, className }: CreatePotLinkProps) {
  const { user } = useSession();
  const type = user?.role.name === 'enterprise' ? 'company' : 'private';
  return (
    <Link to={`/create/${type}/assocs?evt=0`} className={buttonClassName({ size, block }, className)}>
      Créer une cagnotte
    </Link>
  );
}
