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

  it("offers a product to whoever is not its student, and its student's courses say Continuar", async () => {
    const onSale = {
      ...product,
      offer: { price_text: '12x de R$ 49,70', offer_url: 'https://pay.kiwify.com.br/abc' },
      courses: [toSummary(makeCourse({ slug: 'sql-essencial', title: 'SQL essencial' }))],
    };
    const listProducts = vi.fn().mockResolvedValue({ data: [{ ...onSale, is_enrolled: false }] });
    const view = renderWith(
      { listProducts },
      <ProductCatalogue courseHref={(course) => `/${course.slug}`} email="ana@aula.dev" />,
    );
    expect(await screen.findByRole('link', { name: 'Comprar Dados com Python' })).toHaveAttribute(
      'href',
      'https://pay.kiwify.com.br/abc?email=ana%40aula.dev',
    );
    expect(screen.getByText('12x de R$ 49,70')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver curso SQL essencial' })).toBeInTheDocument();
    view.unmount();

    listProducts.mockResolvedValue({ data: [{ ...onSale, is_enrolled: true }] });
    renderWith({ listProducts }, <ProductCatalogue courseHref={(course) => `/${course.slug}`} />);
    expect(
      await screen.findByRole('link', { name: 'Continuar SQL essencial' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Comprar/ })).toBeNull();
  });

  it('offers nothing to buy to an admin, whose courses all open in the player', async () => {
    const listProducts = vi.fn().mockResolvedValue({
      data: [
        {
          ...product,
          is_enrolled: false,
          offer: { price_text: 'R$ 97,00', offer_url: 'https://pay.hotmart.com/X' },
          courses: [toSummary(makeCourse({ slug: 'sql-essencial', title: 'SQL essencial' }))],
        },
      ],
    });
    renderWith(
      { listProducts },
      <ProductCatalogue courseHref={(course) => `/${course.slug}`} isAdmin />,
    );
    expect(
      await screen.findByRole('link', { name: 'Continuar SQL essencial' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Comprar/ })).toBeNull();
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
