import {
  adminCommentsQuery,
  DEFAULT_ADMIN_COMMENTS_QUERY,
  listAdminCommentsInput,
} from './comments-query';

const {
  parse: parseAdminCommentsQuery,
  toParams: adminCommentsQueryToParams,
  isFiltered: isAdminCommentsFiltered,
} = adminCommentsQuery;

const parse = (query: string) => parseAdminCommentsQuery(new URLSearchParams(query));

describe('the comments page URL query', () => {
  it('is the queue when empty or malformed', () => {
    expect(parse('')).toEqual(DEFAULT_ADMIN_COMMENTS_QUERY);
    expect(parse('situacao=answered&curso=abc&pagina=0')).toEqual(DEFAULT_ADMIN_COMMENTS_QUERY);
    expect(adminCommentsQueryToParams(DEFAULT_ADMIN_COMMENTS_QUERY).toString()).toBe('');
  });

  it('round-trips the pt-BR names', () => {
    const query = parse('situacao=respondidos&curso=2&busca=deploy&pagina=3');
    expect(query).toEqual({ state: 'answered', courseId: 2, search: 'deploy', page: 3 });
    expect(adminCommentsQueryToParams(query).toString()).toBe(
      'situacao=respondidos&curso=2&busca=deploy&pagina=3',
    );
    expect(parse('situacao=todos').state).toBe('all');
    expect(isAdminCommentsFiltered(query)).toBe(true);
    expect(isAdminCommentsFiltered({ ...query, search: ' ', courseId: null })).toBe(false);
    // The state is a tab, not a filter: "Limpar filtros" keeps it.
    expect(adminCommentsQuery.cleared(query)).toEqual({
      ...DEFAULT_ADMIN_COMMENTS_QUERY,
      state: 'answered',
    });
  });

  it('asks the API for the state, the course and the trimmed search', () => {
    expect(
      listAdminCommentsInput({ state: 'all', courseId: 4, search: ' 100% ', page: 2 }, 10),
    ).toEqual({ query: { state: 'all', page: 2, per_page: 10, course_id: 4, search: '100%' } });
    expect(listAdminCommentsInput(DEFAULT_ADMIN_COMMENTS_QUERY).query).toEqual({
      state: 'unanswered',
      page: 1,
      per_page: 20,
    });
  });
});
