import type { Step } from '../data/how-it-works';

/** A numbered list of steps (01, 02...) with a title and a sentence each. */
export function StepList({ steps, row = false }: { steps: readonly Step[]; row?: boolean }) {
  return (
    <ol className={row ? 'numbered-steps numbered-steps--row' : 'numbered-steps'}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
