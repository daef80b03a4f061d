import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors and warnings at once, the rest politely', () => {
    const { rerender } = render(<Alert variant="error">Falhou</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou');
    rerender(<Alert variant="warning">Cuidado</Alert>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<Alert variant="success">Pronto</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Pronto');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders user text as text', () => {
    render(<Alert title="<img src=x onerror=alert(1)>">{'<b>oi</b>'}</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
