import type { Product } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  createDemoWorld,
  makeCourse,
  makeProduct,
  mockEndpoint,
  mockState,
  mswParameters,
  toSummary,
} from '../testing';
import { expectLinkTo, findLinkTo } from '../testing/story-expect';
import { ProductCatalogue } from './product-catalogue';

const frontEnd = makeProduct({
  id: 11,
  slug: 'formacao-front-end',
  title: 'Formação Front-end',
  courses_count: 2,
  courses: [
    toSummary(
      makeCourse({ id: 21, slug: 'react-do-zero', title: 'React do zero' }, { watched: 3 }),
    ),
    toSummary(
      makeCourse({ id: 22, slug: 'typescript-na-pratica', title: 'TypeScript na prática' }),
    ),
  ],
});
const career = makeProduct({
  id: 12,
  slug: 'carreira',
  title: 'Carreira em Tecnologia',
  courses_count: 1,
  courses: [
    toSummary(makeCourse({ id: 23, slug: 'primeiro-emprego', title: 'Primeiro emprego em tech' })),
  ],
});

/** The stories' server: `api/products` answers these products. */
const products = (...data: Product[]) => mswParameters(mockEndpoint('listProducts', { data }));

const meta = {
  title: 'features/catalog/ProductCatalogue',
  component: ProductCatalogue,
  args: { courseHref: (course) => `/${course.slug}/aula/1` },
  parameters: products(frontEnd, career),
} satisfies Meta<typeof ProductCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each product with its courses; a course the viewer started shows its progress and "Continuar". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Formação Front-end' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Carreira em Tecnologia' }),
    ).toBeVisible();
    const react = canvas.getByRole('progressbar', { name: 'Progresso em React do zero' });
    await expect(react).toHaveAttribute('aria-valuenow', '33');
    await expectLinkTo(canvas, 'Continuar React do zero', '/react-do-zero/aula/1');
    await expect(
      canvas.getByRole('link', { name: 'Ver curso TypeScript na prática' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(canvas.getAllByText('9 aulas')).toHaveLength(3);
    await expect(canvas.getByText('2 cursos')).toBeVisible();
    await expect(canvas.getByText('1 curso')).toBeVisible();
  },
};

/**
 * An admin's home (ADR 009): the same lecture counts a student reads, published lectures only,
 * with the drafts said apart.
 */
export const AdminWithDrafts: Story = {
  parameters: products({
    ...frontEnd,
    courses: (frontEnd.courses ?? []).map((course, i) =>
      i === 0 ? { ...course, drafts_count: 1 } : course,
    ),
  }),
  play: async ({ canvas }) => {
    const react = await canvas.findByRole('heading', { level: 3, name: 'React do zero' });
    const card = within(react.closest('[data-slot="card"]') as HTMLElement);
    await expect(card.getByText('9 aulas · +1 rascunho')).toBeVisible();
    await expect(canvas.getAllByText(/rascunho/)).toHaveLength(1);
  },
};

const cover = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="hsl(${hue} 60% 45%)"/></svg>`)}`;

/** Products and courses with covers: decorative images in boxes of a fixed shape. */
export const WithCovers: Story = {
  parameters: products({
    ...frontEnd,
    cover_url: cover(150),
    courses: (frontEnd.courses ?? []).map((course, i) => ({
      ...course,
      cover_url: cover(200 + i * 40),
    })),
  }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Formação Front-end' });
    const images = canvasElement.querySelectorAll('img');
    await expect(images).toHaveLength(3);
    for (const image of images) await expect(image).toHaveAttribute('alt', '');
  },
};

export const Loading: Story = {
  parameters: mswParameters(mockState.loading('listProducts')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando cursos…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** No product has a course yet. */
export const Empty: Story = {
  parameters: products(makeProduct({ courses_count: 0, courses: [] })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum curso disponível ainda' }),
    ).toBeVisible();
  },
};

/** A server error: the message, and a retry that loads the catalogue once the server is back. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: mswParameters(mockState.error('listProducts', 500, 'ServerErrorException')),
  play: async ({ canvas }) => {
    // The adapter retries a failed GET twice (0.3 s, then 0.6 s) before the error shows.
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os cursos.');
    await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
  },
};

/** A body that is not what the contract says is an error, never a white screen. */
export const MalformedResponse: Story = {
  parameters: mswParameters(mockState.malformed('listProducts')),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os cursos.'),
    );
  },
};

/** The demo world of every story, as the home page shows it. */
export const DemoWorld: Story = {
  parameters: products(createDemoWorld().product),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Formação React do Zero' }),
    ).toBeVisible();
  },
};

/** The front-end product as its offer reads it; whether the viewer is its student varies. */
const onSale = (is_enrolled: boolean): Product => ({
  ...frontEnd,
  offer: { price_text: 'R$ 497,00', offer_url: 'https://pay.hotmart.com/F123' },
  is_enrolled,
  courses: (frontEnd.courses ?? []).map((course) => ({
    ...course,
    lectures_watched_count: 0,
    lectures_watched_percentage: 0,
  })),
});

/** A guest (issue 37 §3): the price text and "Comprar" to the checkout; the courses to see. */
export const GuestWithPrices: Story = {
  parameters: products(onSale(false), { ...career, offer: { price_text: null, offer_url: null } }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Formação Front-end' });
    await expect(canvas.getByText('R$ 497,00')).toBeVisible();
    await expectLinkTo(canvas, 'Comprar Formação Front-end', 'https://pay.hotmart.com/F123');
    await expect(canvas.getByRole('link', { name: 'Ver curso React do zero' })).toBeVisible();
    // A product without an offer offers nothing to buy.
    await expect(canvas.getAllByRole('link', { name: /^Comprar/ })).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: /^Continuar/ })).toBeNull();
  },
};

/** A signed-in person without the product: "Comprar" carries their e-mail to the checkout. */
export const StudentWithoutAccess: Story = {
  args: { email: 'joao@aula.dev' },
  parameters: products(onSale(false)),
  play: async ({ canvas }) => {
    await findLinkTo(
      canvas,
      'Comprar Formação Front-end',
      'https://pay.hotmart.com/F123?email=joao%40aula.dev',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ver curso TypeScript na prática' }),
    ).toBeVisible();
  },
};

/** The product's student: "Continuar" on each of its courses, nothing to buy, the price still said. */
export const StudentWithAccess: Story = {
  args: { email: 'aluna@aula.dev' },
  parameters: products(onSale(true)),
  play: async ({ canvas }) => {
    await findLinkTo(canvas, 'Continuar React do zero', '/react-do-zero/aula/1');
    await expect(
      canvas.getByRole('link', { name: 'Continuar TypeScript na prática' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Comprar/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Ver curso/ })).toBeNull();
  },
};
