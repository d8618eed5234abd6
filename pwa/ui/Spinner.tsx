import './spinner.css';

type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; className?: string };

/** A decorative spinning ring; pair it with visible text or use LoadingOverlay for a labelled state. */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return <span className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')} aria-hidden="true" />;
}

type LoadingOverlayProps = {
  label?: string;
  /** Covers the whole viewport instead of the nearest positioned parent. */
  fullScreen?: boolean;
};

/** Covers a region while it loads and announces the label to screen readers. */
export function LoadingOverlay({ label = 'Chargement…', fullScreen = false }: LoadingOverlayProps) {
  return (
    <div className={fullScreen ? 'loading-overlay loading-overlay--full' : 'loading-overlay'} role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className="loading-overlay__label">{label}</p>
    </div>
  );
}
