// French names of the certifications, for the badges' text alternatives.
const LABELS: Record<string, string> = {
  ENTRAIDE: 'Charte qualité Entraide',
  DON_EN_CONFIANCE: 'Don en Confiance',
  IDEAS: 'Label IDEAS',
  EPIC_FONDATION: 'Epic Foundation',
  DO_GOOD: 'Label Do Good',
};

/** The badge's label: the certification's name, or 'Association partenaire' without one. */
export function certificationLabel(code: string | null): string {
  return code === null ? 'Association partenaire' : (LABELS[code] ?? 'Association certifiée');
}
