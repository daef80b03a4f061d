import type { Product } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { makeCourse, makeProduct, mockEndpoint, mswParameters, toSummary } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { CourseCatalogue } from './course-catalogue';

const frontEnd = makeProduct({
  id: 31,
  slug: 'formacao-front-end',
  title: 'Formação Front-end',
  courses_count: 1,
  offer: { price_text: 'R$ 497,00', offer_url: 'https://pay.hotmart.com/F123' },
  is_enrolled: false,
  courses: [toSummary(makeCourse({ id: 41, slug: 'react-do-zero', title: 'React do zero' }))],
});
const mentoring = makeProduct({
  id: 32,
  slug: 'mentoria',
  title: 'Mentoria de Carreira',
  courses_count: 0,
  offer: { price_text: '12x de R$ 49,70', offer_url: 'https://pay.kiwify.com.br/abc' },
  is_enrolled: false,
  courses: [],
});

const products = (...data: Product[]) => mswParameters(mockEndpoint('listProducts', { data }));

const meta = {
  title: 'features/catalog/CourseCatalogue',
  component: CourseCatalogue,
  args: { courseHref: (course) => `/${course.slug}` },
  parameters: products(frontEnd, mentoring),
} satisfies Meta<typeof CourseCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: every product, the one without courses yet too, each with its price and "Comprar". */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Mentoria de Carreira' }),
    ).toBeVisible();
    await expect(canvas.getByText('Os cursos deste produto estão a caminho.')).toBeVisible();
    await expect(canvas.getByText('12x de R$ 49,70')).toBeVisible();
    await expectLinkTo(canvas, 'Comprar Mentoria de Carreira', 'https://pay.kiwify.com.br/abc');
    await expectLinkTo(canvas, 'Ver curso React do zero', '/react-do-zero');
  },
};

/** A student of one product: "Continuar" there, "Comprar" (with their e-mail) for the other. */
export const StudentOfOne: Story = {
  args: { email: 'aluna@aula.dev' },
  parameters: products({ ...frontEnd, is_enrolled: true }, mentoring),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Continuar React do zero' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Comprar Formação Front-end' })).toBeNull();
    await expectLinkTo(
      canvas,
      'Comprar Mentoria de Carreira',
      'https://pay.kiwify.com.br/abc?email=aluna%40aula.dev',
    );
  },
};
