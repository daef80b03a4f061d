import {
  DEFAULT_STUDENT_LIST_QUERY,
  listAdminStudentsInput,
  studentListQuery,
  studentSort,
} from './students-query';

const {
  parse: parseStudentListQuery,
  toParams: studentListQueryToParams,
  isFiltered: isStudentListFiltered,
} = studentListQuery;

describe('the student list query', () => {
  it('reads every pt-BR parameter', () => {
    const query = parseStudentListQuery(
      new URLSearchParams(
        'busca=ana&produto=2&situacao=em-teste&estudante=nao&desde=2026-01-01&ate=2026-01-31&ordem=nome&pagina=3',
      ),
    );
    expect(query).toEqual({
      search: 'ana',
      productId: 2,
      status: 'trial',
      isStudent: false,
      joinedFrom: '2026-01-01',
      joinedTo: '2026-01-31',
      sort: 'name',
      page: 3,
    });
    expect(studentListQueryToParams(query).toString()).toBe(
      'busca=ana&produto=2&situacao=em-teste&estudante=nao&desde=2026-01-01&ate=2026-01-31&ordem=nome&pagina=3',
    );
  });

  it('falls back to the default on anything malformed, and leaves defaults out', () => {
    const query = parseStudentListQuery(
      new URLSearchParams(
        'produto=x&situacao=nada&estudante=talvez&desde=2026-02-30&ate=ontem&ordem=idade&pagina=0',
      ),
    );
    expect(query).toEqual(DEFAULT_STUDENT_LIST_QUERY);
    expect(studentListQueryToParams(query).toString()).toBe('');
    expect(isStudentListFiltered(query)).toBe(false);
    expect(isStudentListFiltered({ ...query, joinedTo: '2026-01-01' })).toBe(true);
  });

  it('asks the API with its filter names', () => {
    expect(
      listAdminStudentsInput({
        ...DEFAULT_STUDENT_LIST_QUERY,
        search: '  silva ',
        isStudent: true,
        status: 'active',
        productId: 1,
      }),
    ).toEqual({
      query: {
        page: 1,
        per_page: 20,
        sort: '-created_at',
        search: 'silva',
        product_id: 1,
        status: 'active',
        is_student: 'true',
      },
    });
  });

  it('maps the header sort both ways', () => {
    expect(studentSort.toTable('-name')).toEqual({ columnId: 'student', direction: 'desc' });
    expect(studentSort.fromTable({ columnId: 'created_at', direction: 'asc' })).toBe('created_at');
    expect(studentSort.fromTable({ columnId: 'progress', direction: 'asc' })).toBeNull();
  });
});
