import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageCropper } from './ImageCropper';
import { outputSize, renameWithExtension } from './crop-image';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

describe('ImageCropper', () => {
  it('shows the "Éditez votre image" dialog with Annuler and Valider', () => {
    render(<ImageCropper src={PIXEL} aspect={2.8} onCancel={() => {}} onDone={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Éditez votre image' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
  });

  it('calls onCancel from Annuler and from the Escape key, never onDone', () => {
    const onCancel = vi.fn();
    const onDone = vi.fn();
    render(<ImageCropper src={PIXEL} aspect={1} onCancel={onCancel} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('crop output', () => {
  it('renames the file with the extension of the output type, without accents or special characters', () => {
    expect(renameWithExtension('bannière été.JPG', 'image/png')).toBe('banniere-ete.png');
    expect(renameWithExtension('logo.jpeg', 'image/jpeg')).toBe('logo.jpg');
    expect(renameWithExtension('', 'image/png')).toBe('image.png');
  });

  it('scales down to maxWidth only', () => {
    expect(outputSize({ x: 0, y: 0, width: 3840, height: 1371 }, 1920)).toEqual({ width: 1920, height: 686 });
    expect(outputSize({ x: 0, y: 0, width: 800, height: 800 }, 1920)).toEqual({ width: 800, height: 800 });
    expect(outputSize({ x: 0, y: 0, width: 800, height: 400 })).toEqual({ width: 800, height: 400 });
  });
});
