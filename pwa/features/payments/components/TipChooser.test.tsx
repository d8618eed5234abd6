import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TipChooser } from './TipChooser';

describe('TipChooser', () => {
  it('starts at no tip, offers amounts and another one, and refuses an unreadable amount', () => {
    const onChange = vi.fn();
    render(<TipChooser tipCents={0} onChange={onChange} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Aucun' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^2,00/ }));
    expect(onChange).toHaveBeenLastCalledWith(200);
    fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
    const other = screen.getByLabelText('Montant de votre soutien (en euros)');
    fireEvent.change(other, { target: { value: '3,5' } });
    expect(onChange).toHaveBeenLastCalledWith(350);
    fireEvent.change(other, { target: { value: '3,555' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert').textContent).toBe("Le montant de votre soutien à Entraide n'est pas valide");
  });
});
