import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CardPaymentForm } from './CardPaymentForm';

const VISA = '4970 1051 8181 8183';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function input(label: RegExp): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label);
}
const validate = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Valider' });

async function type(label: RegExp, value: string) {
  await act(async () => {
    fireEvent.change(input(label), { target: { value } });
  });
}
async function leave(label: RegExp) {
  await act(async () => {
    fireEvent.blur(input(label));
  });
}

describe('CardPaymentForm', () => {
  it('keeps digits and spaces in the number, reformats MM/YYYY to MMYY, digits only in the code', async () => {
    render(<CardPaymentForm busy={false} onPay={() => undefined} />);
    await type(/Numéro de carte/, '4970-1051 abc8181');
    expect(input(/Numéro de carte/).value).toBe('49701051 8181');
    await type(/^Expiration/, `12/20${nextYear}`);
    expect(input(/^Expiration/).value).toBe(`12${nextYear}`);
    await type(/^Expiration/, '1a2');
    expect(input(/^Expiration/).value).toBe('12');
    await type(/Cryptogramme/, '1x23');
    expect(input(/Cryptogramme/).value).toBe('123');
  });

  it('says under the disabled VALIDER which boxes are still to complete', async () => {
    render(<CardPaymentForm busy={false} onPay={() => undefined} />);
    expect(validate().disabled).toBe(true);
    expect(validate().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Pour valider, complétez le numéro de carte, la date d’expiration et le cryptogramme.')).toBeTruthy();
    await type(/Numéro de carte/, '4970 1071 1111 1119');
    await type(/Cryptogramme/, '123');
    expect(await screen.findByText('Pour valider, complétez la date d’expiration.')).toBeTruthy();
    await type(/^Expiration/, `12${(new Date().getFullYear() + 1) % 100}`);
    await waitFor(() => expect(validate().disabled).toBe(false));
    expect(screen.queryByText(/Pour valider, complétez/)).toBeNull();
  });

  it('shows the spec messages once a box is left and keeps VALIDER disabled while a box is invalid', async () => {
    render(<CardPaymentForm busy={false} onPay={() => undefined} />);
    expect(validate().disabled).toBe(true);
    await type(/Numéro de carte/, '4970 1051 8181 8184'); // Luhn fails
    await leave(/Numéro de carte/);
    expect(await screen.findByText("Votre numéro de carte n'est pas valide")).toBeTruthy();
    await type(/^Expiration/, '1320');
    await leave(/^Expiration/);
    expect(await screen.findByText("Votre date de validité n'est pas valide")).toBeTruthy();
    await type(/Cryptogramme/, '12');
    await leave(/Cryptogramme/);
    expect(await screen.findByText("Votre crypto n'est pas valide")).toBeTruthy();
    expect(validate().disabled).toBe(true);
    await type(/^Expiration/, '0120'); // a past month
    expect(screen.getByText("Votre date de validité n'est pas valide")).toBeTruthy();
    expect(validate().disabled).toBe(true);
  });

  it('sends the card with the provider field names once every box is valid, and is disabled while busy', async () => {
    const onPay = vi.fn();
    const { rerender } = render(<CardPaymentForm busy={false} onPay={onPay} />);
    await type(/Numéro de carte/, VISA);
    await type(/^Expiration/, `06/20${nextYear}`);
    await type(/Cryptogramme/, '123');
    await waitFor(() => expect(validate().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(validate());
    });
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]?.[0]).toEqual({ cardNumber: '4970105181818183', cardExpirationDate: `06${nextYear}`, cardCvx: '123' });
    rerender(<CardPaymentForm busy onPay={onPay} />);
    expect(validate().disabled).toBe(true);
    expect(input(/Numéro de carte/).closest('fieldset')?.disabled).toBe(true);
  });
});
