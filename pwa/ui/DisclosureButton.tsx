import type { Dispatch, ReactNode, SetStateAction } from 'react';

type DisclosureButtonProps = {
  className: string;
  /** The id of what the button shows and hides. */
  controls: string;
  expanded: boolean;
  setExpanded: Dispatch<SetStateAction<boolean>>;
  children: ReactNode;
};

/** A button that shows or hides a part of the page (aria-expanded), such as the user menu or a table's rows. */
export function DisclosureButton({ className, controls, expanded, setExpanded, children }: DisclosureButtonProps) {
  return (
    <button type="button" className={className} aria-expanded={expanded} aria-controls={controls} onClick={() => setExpanded((v) => !v)}>
      {children}
    </button>
  );
}
