import { act, render, screen, waitFor } from '@testing-library/react';
import { TOAST_DEFAULTS, Toaster, toast } from './toaster';

describe('Toaster', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('holds the spec constants', () => {
    expect(TOAST_DEFAULTS).toEqual({
      duration: 5000,
      visibleToasts: 5,
      gap: 16,
      position: 'bottom-right',
    });
  });

  it('shows a toast called from outside React, in a pt-BR labelled region, bottom-right', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Perfil salvo.');
    });
    expect(await screen.findByText('Perfil salvo.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument();
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    expect(screen.getByRole('button', { name: 'Fechar notificação' })).toBeInTheDocument();
  });

  it('gives each toast the five-second default unless told otherwise', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast('Curta');
    });
    expect(await screen.findByText('Curta')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4500);
    });
    expect(screen.getByText('Curta')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await waitFor(() => expect(screen.queryByText('Curta')).toBeNull());
    vi.useRealTimers();
  });
});
