// The creation flow's progress: charity, details, and (for visitors) the account step.
const STEPS = ['Association', 'Ma cagnotte', 'Mon compte'];

type WizardStepsProps = { current: 1 | 2 | 3; signedIn: boolean };

export function WizardSteps({ current, signedIn }: WizardStepsProps) {
  const steps = signedIn ? STEPS.slice(0, 2) : STEPS;
  return (
    <ol className="wizard-steps" aria-label="Étapes de la création">
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`wizard-steps__step wizard-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span className="wizard-steps__label">
              {label}
              {state === 'done' && <span className="visually-hidden"> (terminée)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
