import { POT_COLOR_PRESETS } from '@domain/pot-fields';

const NAMES = [
  'Rose Entraide',
  'Framboise',
  'Rouge',
  'Corail',
  'Orange',
  'Moutarde',
  'Vert feuille',
  'Vert forêt',
  'Sarcelle',
  'Lagon',
  'Bleu ciel',
  'Indigo',
  'Violet',
  'Ardoise',
];

type ColorPickerProps = { value: string; onChange: (color: string) => void; disabled?: boolean; error?: string };

/** The company colour: the 14 presets as radio buttons drawn as swatches. */
export function ColorPicker({ value, onChange, disabled, error }: ColorPickerProps) {
  return (
    <fieldset className={error ? 'field color-picker field--invalid' : 'field color-picker'} disabled={disabled}>
      <legend className="field__label">Couleur de votre cagnotte</legend>
      <div className="color-picker__swatches">
        {POT_COLOR_PRESETS.map((color, index) => (
          <label key={color} className="color-picker__swatch" style={{ '--swatch': color } as React.CSSProperties} title={NAMES[index]}>
            <input type="radio" name="pot-color" value={color} checked={value === color} onChange={() => onChange(color)} />
            <span className="visually-hidden">{NAMES[index]}</span>
          </label>
        ))}
      </div>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
