// Beside the pot's QR code, the organiser (and only they) gets the way to the event's live screen.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PotQrCode } from './components/PotQrCode';

const show = (organiser: boolean) =>
  render(
    <MemoryRouter>
      <PotQrCode url="http://localhost/participate/12" potId={12} organiser={organiser} />
    </MemoryRouter>,
  );

describe('the QR code block of the pot page', () => {
  it('links the organiser to the live screen', () => {
    show(true);
    const link = screen.getByRole('link', { name: 'Afficher l’écran de l’événement' });
    expect(link.getAttribute('href')).toBe('/participate/12/ecran');
  });

  it('does not show that link to anyone else', () => {
    show(false);
    expect(screen.getByRole('button', { name: 'Afficher en plein écran' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /écran de l’événement/ })).toBeNull();
  });
});
