import {
  type CourseStudentsQuery,
  courseStudentsQuery,
  DEFAULT_COURSE_STUDENTS_QUERY,
  listCourseStudentsInput,
} from './course-students-query';

const {
  parse: parseCourseStudentsQuery,
  toParams: courseStudentsQueryToParams,
  isFiltered: isStudentsFiltered,
} = courseStudentsQuery;

const parse = (query: string) => parseCourseStudentsQuery(new URLSearchParams(query));

describe("a course's students in the URL query", () => {
  describe('given a plain address', () => {
    it('shows the first page, unfiltered', () => {
      expect(parse('')).toEqual(DEFAULT_COURSE_STUDENTS_QUERY);
      expect(courseStudentsQueryToParams(DEFAULT_COURSE_STUDENTS_QUERY).toString()).toBe('');
      expect(isStudentsFiltered(DEFAULT_COURSE_STUDENTS_QUERY)).toBe(false);
    });
  });

  describe('given a shared link', () => {
    it('restores the search, the state and the page', () => {
      expect(parse('busca=ana&situacao=expirada&pagina=3')).toEqual({
        search: 'ana',
        status: 'expired',
        page: 3,
      });
    });

    it('round-trips any state through the URL', () => {
      const states: CourseStudentsQuery[] = [
        { search: '100% & _dados', status: 'pending_payment', page: 2 },
        { ...DEFAULT_COURSE_STUDENTS_QUERY, status: 'trial' },
        { ...DEFAULT_COURSE_STUDENTS_QUERY, status: 'lifetime', page: 9 },
        { ...DEFAULT_COURSE_STUDENTS_QUERY, search: 'maria' },
      ];
      for (const state of states) {
        expect(parseCourseStudentsQuery(courseStudentsQueryToParams(state))).toEqual(state);
      }
      expect(courseStudentsQueryToParams(states[0] as CourseStudentsQuery).toString()).toBe(
        'busca=100%25+%26+_dados&situacao=pagamento-pendente&pagina=2',
      );
    });

    it('falls back to the defaults for values it does not know', () => {
      expect(parse('situacao=active&pagina=0')).toEqual(DEFAULT_COURSE_STUDENTS_QUERY);
      expect(parse('pagina=-2')).toMatchObject({ page: 1 });
      expect(parse('pagina=1.5')).toMatchObject({ page: 1 });
      expect(parse(`busca=${'x'.repeat(150)}`).search).toHaveLength(100);
    });
  });

  describe('given a state', () => {
    it('asks the server for that page, trimmed search and state only when set', () => {
      expect(listCourseStudentsInput(7, DEFAULT_COURSE_STUDENTS_QUERY)).toEqual({
        params: { id: 7 },
        query: { page: 1, per_page: 15 },
      });
      expect(
        listCourseStudentsInput(7, { search: '  ana ', status: 'canceled', page: 2 }, 5),
      ).toEqual({
        params: { id: 7 },
        query: { page: 2, per_page: 5, search: 'ana', status: 'canceled' },
      });
      expect(isStudentsFiltered({ ...DEFAULT_COURSE_STUDENTS_QUERY, search: '  ' })).toBe(false);
      expect(isStudentsFiltered({ ...DEFAULT_COURSE_STUDENTS_QUERY, status: 'trial' })).toBe(true);
    });
  });
});
