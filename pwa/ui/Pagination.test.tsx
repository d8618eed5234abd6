import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination, visiblePages } from './Pagination';

describe('visiblePages', () => {
  it.each([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap-end', 10]],
    [5, 10, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [9, 10, [1, 'gap-start', 8, 9, 10]],
    [3, 6, [1, 2, 3, 4, 'gap-end', 6]],
  ])('page %i of %i', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('is absent for one page, marks the current page, and moves', () => {
    const { container, rerender } = render(<Pagination page={1} pageCount={1} onChange={() => undefined} label="Pages" />);
    expect(container.innerHTML).toBe('');
    const onChange = vi.fn();
    rerender(<Pagination page={2} pageCount={4} onChange={onChange} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [4]]);
    rerender(<Pagination page={4} pageCount={4} onChange={onChange} label="Pages" />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Page suivante' }).disabled).toBe(true);
  });
});
