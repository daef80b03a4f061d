import {
  type CourseListQuery,
  courseListQuery,
  courseSort,
  DEFAULT_COURSE_LIST_QUERY,
  listCoursesInput,
} from './course-list-query';

const parse = (query: string) => courseListQuery.parse(new URLSearchParams(query));

describe('the admin course list in the URL query', () => {
  describe('given a plain address', () => {
    it('shows the first page sorted by title, unfiltered', () => {
      expect(parse('')).toEqual(DEFAULT_COURSE_LIST_QUERY);
      expect(DEFAULT_COURSE_LIST_QUERY).toEqual({
        search: '',
        productId: null,
        status: null,
        sort: 'title',
        page: 1,
      });
      expect(courseListQuery.toParams(DEFAULT_COURSE_LIST_QUERY).toString()).toBe('');
    });
  });

  describe('given a shared link', () => {
    it('restores every part of the view', () => {
      expect(parse('busca=react&produto=2&status=rascunho&ordem=-alunos&pagina=3')).toEqual({
        search: 'react',
        productId: 2,
        status: 'draft',
        sort: '-students',
        page: 3,
      });
    });

    it('round-trips any state through the URL', () => {
      const states: CourseListQuery[] = [
        {
          search: 'dados & python',
          productId: 7,
          status: 'published',
          sort: '-updated_at',
          page: 2,
        },
        { ...DEFAULT_COURSE_LIST_QUERY, sort: '-title' },
        { ...DEFAULT_COURSE_LIST_QUERY, status: 'draft', sort: 'students' },
      ];
      for (const state of states) {
        expect(courseListQuery.parse(courseListQuery.toParams(state))).toEqual(state);
      }
      expect(courseListQuery.toParams(states[0] as CourseListQuery).toString()).toBe(
        'busca=dados+%26+python&produto=7&status=publicado&ordem=-atualizado&pagina=2',
      );
    });

    it('falls back to the defaults for values it does not know', () => {
      expect(parse('produto=abc&status=arquivado&ordem=preco&pagina=0')).toEqual(
        DEFAULT_COURSE_LIST_QUERY,
      );
      expect(parse('pagina=-2&produto=1.5')).toMatchObject({ page: 1, productId: null });
      expect(parse(`busca=${'x'.repeat(150)}`).search).toHaveLength(100);
    });
  });

  it('asks the API for the state, leaving out what is not set', () => {
    expect(listCoursesInput(DEFAULT_COURSE_LIST_QUERY)).toEqual({
      query: { page: 1, per_page: 15, sort: 'title' },
    });
    expect(
      listCoursesInput(
        { search: ' sql ', productId: 2, status: 'published', sort: '-students', page: 4 },
        10,
      ),
    ).toEqual({
      query: {
        page: 4,
        per_page: 10,
        sort: '-students',
        search: 'sql',
        product_id: 2,
        status: 'published',
      },
    });
  });

  it('tells a filtered list from the whole one', () => {
    const { isFiltered } = courseListQuery;
    expect(isFiltered(DEFAULT_COURSE_LIST_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_COURSE_LIST_QUERY, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_COURSE_LIST_QUERY, sort: '-title', page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_COURSE_LIST_QUERY, status: 'draft' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_COURSE_LIST_QUERY, productId: 1 })).toBe(true);
  });

  it("maps the table header's sort to the API's and back", () => {
    expect(courseSort.toTable('-updated_at')).toEqual({
      columnId: 'updated_at',
      direction: 'desc',
    });
    expect(courseSort.toTable('title')).toEqual({ columnId: 'title', direction: 'asc' });
    expect(courseSort.fromTable({ columnId: 'students', direction: 'desc' })).toBe('-students');
    expect(courseSort.fromTable({ columnId: 'title', direction: 'asc' })).toBe('title');
    expect(courseSort.fromTable({ columnId: 'product', direction: 'asc' })).toBeNull();
  });
});
