import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { directoryRoutes } from '../routes';
import { charity, fakeDirectoryApi, setOnline } from '../testing/fake-directory';
import { clearKeptDirectory, loadLazyDirectoryModules, renderRoutes } from '../testing/render';

afterAll(loadLazyDirectoryModules);

const full = charity(7, 'La Maison des Courageuses', {
  url: 'la-maison-des-courageuses',
  certification: 'DON_EN_CONFIANCE',
  assoc_path_certification: '/img/certifications/don-en-confiance.webp',
  about: '<p>Notre maison de Montreuil.</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
  actions: '<ul><li onclick="x()">Hébergement</li></ul><a href="javascript:alert(1)">lien</a>',
  diaporamas: [1, 2, 3].map((n) => ({ value: { url: `/demo/slide-${n}.svg` } })),
  video: {
    url: 'https://vimeo.com/1084537',
    provider: 'vimeo',
    embed_url: 'https://player.vimeo.com/video/1084537',
    thumbnail: { url: 'https://vumbnail.com/1084537.jpg' },
  },
  desc_doc: { url: '/uploads/presentation.pdf' },
  event_doc: { url: '/uploads/evenement.pdf' },
  odds: [1, 5, 11].map((odd_number) => ({ odd_number, isActive: true })),
});

async function openPage(path = '/association/la-maison-des-courageuses') {
  fakeDirectoryApi([full]);
  const rendered = renderRoutes(directoryRoutes, path);
  await screen.findByRole('heading', { level: 1, name: 'La Maison des Courageuses' }, { timeout: 5000 });
  return rendered;
}

beforeEach(async () => {
  setOnline(true);
  await clearKeptDirectory();
});
afterEach(() => vi.unstubAllGlobals());

describe('the charity page', () => {
  it('shows every section of the spec', async () => {
    await openPage();
    expect(screen.getByRole('img', { name: 'Don en Confiance' })).toBeTruthy();
    expect(screen.getByText(/agit près de chez vous/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 sur 3 de La Maison des Courageuses' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(screen.getByRole('img', { name: 'Photo 3 sur 3 de La Maison des Courageuses' })).toBeTruthy();
    for (const name of ['Qui sommes-nous ?', 'Nos actions', 'Objectifs de développement durable soutenus', 'L’impact de votre don']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Télécharger la présentation' }).getAttribute('href')).toBe('/uploads/presentation.pdf');
    expect(screen.getByRole('link', { name: 'Télécharger le document événement' }).getAttribute('href')).toBe('/uploads/evenement.pdf');
    expect(screen.getAllByRole('img', { name: /^Objectif / }).map((img) => img.getAttribute('src'))).toEqual([
      '/img/odd/1.svg',
      '/img/odd/5.svg',
      '/img/odd/11.svg',
    ]);
    expect(screen.getByText('Avec 30 €, un repas.')).toBeTruthy();
    expect(screen.getByText('Avec 100 €, une nuit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('shows rich text without scripts, handlers or javascript: links', async () => {
    await openPage();
    expect(screen.getByText('Notre maison de Montreuil.')).toBeTruthy();
    const html = document.querySelector('.charity')?.innerHTML ?? '';
    expect(html).not.toMatch(/<script|onerror=|onclick=|javascript:/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the video thumbnail derived from its id, and the player only when asked', async () => {
    await openPage();
    const poster = screen.getByRole('button', { name: /Lire la vidéo/ });
    expect(poster.querySelector('img')?.getAttribute('src')).toBe('https://vumbnail.com/1084537.jpg');
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(poster);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/1084537?autoplay=1');
  });

  it('sets the page title, description, keywords and image from the charity', async () => {
    await openPage();
    await waitFor(() => expect(document.title).toBe('La Maison des Courageuses — Entraide'));
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    expect(meta('meta[name="description"]')).toBe('Notre maison de Montreuil.');
    expect(meta('meta[name="keywords"]')).toBe('PRIVATE, ENTERPRISE');
    expect(meta('meta[property="og:image"]')).toBe(
      'http://localhost:3000/demo/7/banner.svg'.replace('http://localhost:3000', window.location.origin),
    );
  });

  it('requires an event type, shows the rate range then the rate of the chosen type, and opens the wizard', async () => {
    const { router } = await openPage();
    const form = screen.getByRole('button', { name: 'Créer une cagnotte' }).closest('form') as HTMLFormElement;
    const rate = () => form.querySelector('.create-pot__rate')?.textContent;
    expect(rate()).toBe('Réduction d’impôt : de 60\u00a0% à 75\u00a0%');
    expect(within(form).getByText("Pourcentage en fonction du type d'événement sélectionné")).toBeTruthy();
    expect(within(form).getByRole<HTMLOptionElement>('option', { name: 'Quel événement ?' }).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Créer une cagnotte' }));
    expect(within(form).getByRole('alert').textContent).toBe("Le type d'événement est obligatoire");
    fireEvent.click(within(form).getByLabelText('Entreprise'));
    expect(rate()).toBe('Réduction d’impôt : 60\u00a0%');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Team building' })).toBeTruthy());
    expect(within(form).queryByRole('option', { name: 'Anniversaire' })).toBeNull();
    fireEvent.click(within(form).getByLabelText('Particulier'));
    expect(rate()).toBe('Réduction d’impôt : 75\u00a0%');
    fireEvent.change(within(form).getByLabelText('Type d’événement'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer une cagnotte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create/particular/details'));
    expect(router.state.location.search).toBe('?evt=2&assoc=7');
  });

  it('opens by id too, and sends an unknown charity home', async () => {
    await openPage('/association/7');
    fakeDirectoryApi([full]);
    const { router } = renderRoutes(directoryRoutes, '/association/inconnue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens from the kept copy offline', async () => {
    fakeDirectoryApi([full]);
    const { syncDirectory } = await import('@/lib/charities/offline/sync-directory');
    await syncDirectory();
    setOnline(false);
    renderRoutes(directoryRoutes, '/association/la-maison-des-courageuses');
    expect(await screen.findByRole('heading', { level: 1, name: 'La Maison des Courageuses' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Hors ligne/)).toBeTruthy();
    setOnline(true);
  });
});
