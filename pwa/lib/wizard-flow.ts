// The two spellings of the pot wizard's addresses (pots spec §2): create/{type}/... and edit/{type}/...
// have the same steps; a step stays in the mode it was opened in when it links to the next one.

export type WizardFlow = 'create' | 'edit';

/** 'edit' when the address is an edit/{type}/... one (spec: "edit mode is detected when the URL contains 'edit'"). */
export function wizardFlowOf(pathname: string): WizardFlow {
  return /^\/edit\//.test(pathname) ? 'edit' : 'create';
}
