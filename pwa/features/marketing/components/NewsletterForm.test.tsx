// The footer's newsletter form checks the address with the spec's message (its rules load at the first
// sign-up), sends a valid one to POST /subscribers/add?email=, and says a server refusal under the field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NewsletterForm } from './NewsletterForm';

afterEach(() => vi.unstubAllGlobals());

function answerWith(status: number, body: object) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signUp(email: string) {
  render(<NewsletterForm />);
  fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
}

describe('NewsletterForm', () => {
  it('refuses an address that is not one, with the spec’s message, and sends nothing', async () => {
    const fetch = answerWith(200, { message: 'ok' });
    signUp('pas-un-email');
    expect((await screen.findByRole('alert')).textContent).toBe("L'e-mail pas-un-email n'est pas valide");
    expect(screen.getByLabelText('Votre adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a valid address and empties the field', async () => {
    const fetch = answerWith(200, { message: 'Vous êtes inscrit à la newsletter' });
    signUp('  lectrice@exemple.fr ');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/subscribers/add?email=lectrice%40exemple.fr');
    expect(init.method).toBe('POST');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Votre adresse e-mail').value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal of the address under the field', async () => {
    answerWith(422, { errors: [{ code: 'invalid', detail: 'Adresse refusée par le serveur', source: { pointer: '/email' } }] });
    signUp('lectrice@exemple.fr');
    expect((await screen.findByRole('alert')).textContent).toBe('Adresse refusée par le serveur');
  });
});
