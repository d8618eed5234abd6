import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QuickPaymentForm } from './QuickPaymentForm';

const TODAY = '2026-11-22';
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const validate = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Valider' });
async function type(label: RegExp, value: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
    fireEvent.blur(field(label));
  });
}

describe('QuickPaymentForm', () => {
  it('opens with the birth date 18 years and one day before today', () => {
    render(<QuickPaymentForm busy={false} onPay={() => undefined} today={TODAY} />);
    expect(field(/Date de naissance/).value).toBe('21-11-2008');
    expect(field(/Prénom/).value).toBe('');
    expect(validate().disabled).toBe(true);
  });

  it('gives the spec messages for names, e-mail, an unreadable date and an under-age donor', async () => {
    render(<QuickPaymentForm busy={false} onPay={() => undefined} today={TODAY} />);
    await type(/Prénom/, '-Léa');
    expect(await screen.findByText("Votre prénom n'est pas valide")).toBeTruthy();
    await type(/^Nom/, 'M');
    expect(await screen.findByText("Votre nom n'est pas valide")).toBeTruthy();
    await type(/E-mail/, 'lea@');
    expect(await screen.findByText("Votre e-mail n'est pas valide")).toBeTruthy();
    await type(/Date de naissance/, '31-02-1990');
    expect(await screen.findByText("Votre date de naissance n'est pas valide")).toBeTruthy();
    await type(/Date de naissance/, '22-11-2008'); // 18 years to the day: one day short
    expect(await screen.findByText("Vous n'avez pas l'âge requis pour utiliser l'application")).toBeTruthy();
    expect(validate().disabled).toBe(true);
  });

  it('sends identity and card once all is valid', async () => {
    const onPay = vi.fn();
    render(<QuickPaymentForm busy={false} onPay={onPay} today={TODAY} />);
    await type(/Prénom/, 'Léa');
    await type(/^Nom/, 'Martin-Dupré');
    await type(/E-mail/, 'lea.martin@exemple.fr');
    await type(/Numéro de carte/, '4970 1071 1111 1119');
    await type(/^Expiration/, '09/2029');
    await type(/Cryptogramme/, '321');
    await waitFor(() => expect(validate().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(validate());
    });
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]?.[0]).toMatchObject({
      firstname: 'Léa',
      name: 'Martin-Dupré',
      email: 'lea.martin@exemple.fr',
      birth_date: '21-11-2008',
      cardNumber: '4970107111111119',
      cardExpirationDate: '0929',
      cardCvx: '321',
    });
  });
});
