import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { Pagination, parsePageInput } from './pagination.tsx';

describe('parsePageInput', () => {
  it('accepts whole numbers from 1 to totalPages only', () => {
    expect(parsePageInput('1', 5)).toBe(1);
    expect(parsePageInput(' 5 ', 5)).toBe(5);
    for (const raw of ['0', '6', '-1', '2.5', '1e1', 'abc', '', ' ', '3a'])
      expect(parsePageInput(raw, 5), raw).toBeUndefined();
  });
});

describe('<Pagination>', () => {
  const setup = (currentPage = 2, totalPages = 5) => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <Pagination currentPage={currentPage} totalPages={totalPages} onPageChange={onPageChange} />,
    );
    const input = screen.getByLabelText('Page') as HTMLInputElement;
    return { onPageChange, input };
  };

  it('goes to a typed page within bounds on Enter', () => {
    const { onPageChange, input } = setup();
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.submit(input.form!);
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('refuses characters other than digits while typing', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '3.5' } });
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: '-1' } });
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(input.value).toBe('2');
  });

  it('resets numbers out of range instead of navigating', () => {
    const { onPageChange, input } = setup();
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.submit(input.form!);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(input.value).toBe('2');
  });

  it('has previous/next buttons disabled at the ends', () => {
    const { onPageChange } = setup(1, 3);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination currentPage={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
