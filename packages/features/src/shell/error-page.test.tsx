import { render, screen } from '@testing-library/react';
import { ErrorPage, errorPageTitle } from './error-page';

describe('ErrorPage', () => {
  describe('given a status other than 404', () => {
    it('titles the page in pt-BR, never in English', () => {
      render(<ErrorPage />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Erro interno do servidor',
      );
      expect(screen.queryByText(/Internal Server Error/i)).toBeNull();
    });

    it('gives each status a pt-BR title and falls back by class', () => {
      expect(errorPageTitle(404)).toBe('Página não encontrada');
      expect(errorPageTitle(500)).toBe('Erro interno do servidor');
      expect(errorPageTitle(503)).toBe('Serviço indisponível');
      expect(errorPageTitle(403)).toBe('Acesso negado');
      expect(errorPageTitle(418)).toBe('Não foi possível abrir a página');
      expect(errorPageTitle(599)).toBe('Erro interno do servidor');
    });
  });
});
