import './second-factor.css';

/** The recovery codes of a new second factor, shown once, each usable once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="recovery-codes">
      <p>
        Gardez ces codes de secours en lieu sûr (gestionnaire de mots de passe, papier rangé). Chacun ouvre votre compte une fois si vous
        n’avez plus votre téléphone. Ils ne seront plus affichés.
      </p>
      <ol className="recovery-codes__list" aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
