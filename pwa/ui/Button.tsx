import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './Spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';
type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

/** Class names of the button look, for links that must look like buttons (`<Link className=...>`). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: Look = {}, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

type ButtonProps = ComponentPropsWithRef<'button'> & Look & { loading?: boolean };

/** The app's button: primary (filled), secondary (outlined) or ghost; `loading` disables it. */
export function Button({ variant, size, block, loading = false, className, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
