import { makeCourse, toSummary } from '../../testing/fixtures';
import { courseInfoBody, courseInfoSchema, isCourseInfoDirty, savedOf } from './course-info-form';

const course = makeCourse({
  id: 3,
  title: 'React do zero',
  slug: 'react-do-zero',
  description: null,
});

describe('savedOf', () => {
  it('reads the form values from the course, the product as the select value', () => {
    expect(savedOf({ ...course, is_published: false })).toEqual({
      values: {
        title: 'React do zero',
        slug: 'react-do-zero',
        description: '',
        product_id: String(course.product.id),
      },
      isPublished: false,
    });
  });

  it('takes a course without the switch as published, and a summary without product as none', () => {
    const { product: _, ...summary } = toSummary(course);
    expect(savedOf(course).isPublished).toBe(true);
    expect(savedOf(summary).values.product_id).toBe('');
  });
});

describe('courseInfoBody', () => {
  it('trims, sends an empty description as null, the product as a number, and no cover', () => {
    const body = courseInfoBody(
      { title: '  Novo título ', slug: 'novo-titulo', description: '   ', product_id: '2' },
      false,
    );
    expect(body).toEqual({
      title: 'Novo título',
      slug: 'novo-titulo',
      description: null,
      product_id: 2,
      is_published: false,
    });
    expect(body).not.toHaveProperty('cover_url');
  });
});

describe('isCourseInfoDirty', () => {
  const saved = savedOf(course);

  it('is clean as loaded, and with only spaces added at the ends', () => {
    expect(isCourseInfoDirty(saved, saved.values, true)).toBe(false);
    expect(isCourseInfoDirty(saved, { ...saved.values, title: ' React do zero ' }, true)).toBe(
      false,
    );
  });

  it.each([
    ['the title', { title: 'Outro' }],
    ['the slug', { slug: 'outro' }],
    ['the description', { description: 'Agora com descrição' }],
    ['the product', { product_id: '99' }],
  ])('is dirty after changing %s', (_what, change) => {
    expect(isCourseInfoDirty(saved, { ...saved.values, ...change }, true)).toBe(true);
  });

  it('is dirty after flipping the published switch', () => {
    expect(isCourseInfoDirty(saved, saved.values, false)).toBe(true);
  });
});

describe('courseInfoSchema', () => {
  it("keeps the contract's slug rule and requires a product", () => {
    const ok = { title: 'A', slug: 'a-b', description: '', product_id: '1' };
    expect(courseInfoSchema.safeParse(ok).success).toBe(true);
    expect(courseInfoSchema.safeParse({ ...ok, slug: 'Com Espaço' }).success).toBe(false);
    expect(courseInfoSchema.safeParse({ ...ok, product_id: '' }).success).toBe(false);
    expect(courseInfoSchema.safeParse({ ...ok, title: '   ' }).success).toBe(false);
  });
});
