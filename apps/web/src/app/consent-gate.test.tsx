import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConsentGate } from './consent-gate';

const session = vi.hoisted(() => ({ user: { consent_outdated: true } as object | null }));
vi.mock('@aula/features', () => ({ useSession: () => session }));
vi.mock('./consent-dialog', () => ({
  default: () => <div role="alertdialog" aria-label="Atualizamos nossos termos" />,
}));

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ConsentGate />
    </MemoryRouter>,
  );

describe('the consent gate (ADR 047)', () => {
  it('asks over an ordinary page while the notices are not accepted', async () => {
    at('/eu/perfil');
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it.each(['/eu/privacidade', '/privacidade', '/termos', '/logout'])(
    'leaves %s usable: who does not accept still reads the notices, downloads their data or leaves',
    async (path) => {
      at(path);
      // The lazy dialog would have come by now on an ordinary page (the test above).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it('asks nothing of who accepted', async () => {
    session.user = { consent_outdated: false };
    at('/eu/perfil');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
