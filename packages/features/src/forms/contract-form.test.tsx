import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TitledSection } from '../shared/titled-section';
import { ContractForm } from './contract-form';

describe('ContractForm', () => {
  it('is a named form the browser does not check, its error above the fields, after the intro', async () => {
    const handleSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ContractForm
        form={{ handleSubmit, formError: 'Revise o formulário.' }}
        label="Criar conta"
        intro="Passo 1 de 2"
      >
        <button type="submit">Enviar</button>
      </ContractForm>,
    );
    const form = screen.getByRole('form', { name: 'Criar conta' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveClass('flex flex-col gap-4');
    const [intro, alert] = [screen.getByText('Passo 1 de 2'), screen.getByRole('alert')];
    expect(alert).toHaveTextContent('Revise o formulário.');
    expect(intro.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(handleSubmit).toHaveBeenCalledOnce();
  });

  it('shows no alert without an error', () => {
    render(
      <ContractForm form={{ handleSubmit: vi.fn(), formError: null }} label="Entrar">
        <input aria-label="E-mail" />
      </ContractForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('TitledSection', () => {
  it('is a region named by its heading, at the level asked for', () => {
    render(
      <TitledSection title="Foto" level={3}>
        <p>Conteúdo</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Foto' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 3, name: 'Foto' }));
  });

  it('keeps an id a page links to', () => {
    render(
      <TitledSection title="Suas insígnias" id="support-badges">
        <p>Nenhuma</p>
      </TitledSection>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'support-badges');
  });
});
