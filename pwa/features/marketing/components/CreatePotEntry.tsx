/**
 * The 'Créer une cagnotte' entry point used by the marketing pages. The app passes its own component
 * (the shell's CreatePotLink, which the pot work turns into the create-cagnotte popup) through this
 * context, so this feature never imports the app or another feature.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ButtonSize } from '@/ui/Button';
import { buttonClassName } from '@/ui/Button';

export type CreatePotEntryProps = { size?: ButtonSize; block?: boolean; className?: string };

const CreatePotEntryContext = createContext<ComponentType<CreatePotEntryProps> | null>(null);

export function CreatePotEntryProvider({ component, children }: { component: ComponentType<CreatePotEntryProps>; children: ReactNode }) {
  return <CreatePotEntryContext.Provider value={component}>{children}</CreatePotEntryContext.Provider>;
}

export function CreatePotButton(props: CreatePotEntryProps) {
  const Entry = useContext(CreatePotEntryContext);
  if (Entry) return <Entry {...props} />;
  return (
    <Link
      to="/create/jackpot/particular"
      reloadDocument
      className={buttonClassName({ size: props.size, block: props.block }, props.className)}
    >
      Créer une cagnotte
    </Link>
  );
}
