/** Entraide's mascot: a round, smiling drop holding the goals' wheel (drawn here, no image file). */
export function MascotDrawing() {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      <path d="M32 4c10 12 22 22 22 36a22 22 0 0 1-44 0C10 26 22 16 32 4z" fill="#eb3192" />
      <ellipse cx="24" cy="36" rx="4" ry="5" fill="#fff" />
      <ellipse cx="40" cy="36" rx="4" ry="5" fill="#fff" />
      <circle cx="25" cy="37" r="2" fill="#2b1a24" />
      <circle cx="41" cy="37" r="2" fill="#2b1a24" />
      <path d="M25 47c4 4 10 4 14 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="52" cy="52" r="10" fill="#fff" />
      {['#e5243b', '#fcc30b', '#4c9f38', '#26bde2', '#fd6925', '#8f1838'].map((color, i) => (
        <path
          key={color}
          d={`M52 52 L${52 + 9 * Math.cos((i * Math.PI) / 3)} ${52 + 9 * Math.sin((i * Math.PI) / 3)} A9 9 0 0 1 ${52 + 9 * Math.cos(((i + 1) * Math.PI) / 3)} ${52 + 9 * Math.sin(((i + 1) * Math.PI) / 3)} Z`}
          fill={color}
        />
      ))}
      <circle cx="52" cy="52" r="4" fill="#fff" />
    </svg>
  );
}

/** The floating mascot that opens the goals modal. */
export function MascotButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="mascot" onClick={onClick} aria-label="Découvrir les 17 objectifs de développement durable">
      <MascotDrawing />
    </button>
  );
}
