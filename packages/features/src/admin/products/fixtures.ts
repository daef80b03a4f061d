import type { AdminProduct, ProductDeletePreview } from '@aula/contract';

/** Products as the stories and the msw default show them. */
export const adminProductFixtures: AdminProduct[] = [
  {
    id: 3,
    slug: 'carreira-em-tecnologia',
    title: 'Carreira em Tecnologia',
    description: 'Do primeiro currículo à primeira vaga em tecnologia.',
    cover_url: null,
    can_comment: false,
    price_text: null,
    offer_url: null,
    platform_ids: [],
    courses: [{ id: 5, slug: 'primeiro-emprego-em-tech', title: 'Primeiro emprego em tech' }],
    students_count: 0,
  },
  {
    id: 1,
    slug: 'formacao-front-end',
    title: 'Formação Front-end',
    description: 'React e TypeScript do zero ao deploy.',
    cover_url: null,
    can_comment: true,
    price_text: '12x de R$ 49,70',
    offer_url: 'https://pay.hotmart.com/F100000001A',
    platform_ids: [{ platform: 'hotmart', external_id: '1000001' }],
    courses: [
      { id: 1, slug: 'react-do-zero', title: 'React do zero' },
      { id: 2, slug: 'typescript-na-pratica', title: 'TypeScript na prática' },
    ],
    students_count: 42,
  },
];

export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return { ...(adminProductFixtures[1] as AdminProduct), ...overrides };
}

export const productDeletePreviewFixture: ProductDeletePreview = {
  students_count: 42,
  courses_count: 2,
  lectures_count: 18,
};
