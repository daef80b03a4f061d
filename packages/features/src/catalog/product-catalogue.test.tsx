import { ApiError } from '@aula/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAdapter } from '../api/api-adapter';
import { ApiProvider } from '../api/api-provider';
import { makeCourse, makeProduct, toSummary } from '../testing';
import { ProductCatalogue } from './product-catalogue';

function renderWith(adapter: Partial<ApiAdapter>, ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <ApiProvider adapter={adapter as ApiAdapter}>{ui}</ApiProvider>
    </SWRConfig>,
  );
}

const product = makeProduct({
  title: 'Dados com Python',
  courses: [
    toSummary(makeCourse({ slug: 'sql-essencial', title: 'SQL essencial' }, { watched: 9 })),
  ],
});

describe('ProductCatalogue', () => {
  it('asks for the products with their courses and links each course where the app says', async () => {
    const listProducts = vi.fn().mockResolvedValue({ data: [product] });
    renderWith(
      { listProducts },
      <ProductCatalogue
        courseHref={(course, p) => `/${p.slug}/${course.slug}`}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`}>
            {children}
          </a>
        )}
      />,
    );
    await screen.findByRole('heading', { name: 'SQL essencial' });
    const link = screen.getByRole('link', { name: 'Continuar SQL essencial' });
    expect(link).toHaveAttribute('href', '#/trilha-front-end/sql-essencial');
    expect(listProducts).toHaveBeenCalledWith({ query: { include: 'courses' } });
    expect(screen.getByRole('progressbar', { name: 'Progresso em SQL essencial' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('shows the error and loads again when asked', async () => {
    const listProducts = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          code: 'ServerErrorException',
          status: 0,
          message: 'Sem conexão com o servidor.',
        }),
      )
      .mockResolvedValueOnce({ data: [product] });
    renderWith({ listProducts }, <ProductCatalogue courseHref={(c) => `/${c.slug}`} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Dados com Python' })).toBeVisible();
    expect(listProducts).toHaveBeenCalledTimes(2);
  });

  it('renders course text as text', async () => {
    const evil = makeProduct({
      title: '<img src=x onerror=alert(1)>',
      courses: [toSummary(makeCourse({ title: '<script>alert(1)</script>' }))],
    });
    const { container } = renderWith(
      { listProducts: vi.fn().mockResolvedValue({ data: [evil] }) },
      <ProductCatalogue courseHref={() => '/'} />,
    );
    expect(
      await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeVisible();
    expect(container.querySelector('img, script')).toBeNull();
  });
});
