import { render, screen } from '@testing-library/react';
import { LazyToaster } from './lazy-toaster';
import { notify } from './notify';

describe('the lazy Toaster', () => {
  it('is not on the page at first, and a toast asked for before it arrives is still shown', async () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe('');
    notify('success', 'Nova versão disponível');
    expect(await screen.findByText('Nova versão disponível', {}, { timeout: 5000 })).toBeTruthy();
  });
});
