import { passwordStrength } from '@domain/password-strength';
import './password-strength.css';

/**
 * The password strength indicator (spec: four levels, only 'Good' counts as strong): a four-step bar
 * and the French label, announced politely as the person types.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const steps = strength.value / 10;
  return (
    <div className={`password-strength password-strength--${steps}`}>
      <div className="password-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= steps ? 'is-on' : undefined} />
        ))}
      </div>
      <p className="password-strength__label" aria-live="polite">
        Sécurité du mot de passe : <strong>{strength.label}</strong>
      </p>
    </div>
  );
}
