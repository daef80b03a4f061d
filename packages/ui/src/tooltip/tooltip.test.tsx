import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Baixar material">
        <button type="button">Baixar</button>
      </Tooltip>,
    );
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Baixar material'));
    expect(screen.getByRole('button', { name: 'Baixar' })).toHaveAccessibleDescription(
      'Baixar material',
    );
  });
});
