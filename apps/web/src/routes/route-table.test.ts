import { firstRoutes } from '@aula/contract/site';
import { adminPages } from './admin-pages';
import { laterPages } from './later-pages';
import { matchPath, pagePatterns, paths, pathTo, redirectPaths } from './paths';
import { matchRoute, readsOf, redirectRoutes, routeByName, routeTable } from './route-table';

describe('the route table', () => {
  it('has the spec names, each once', () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'index',
      'login',
      'logout',
      'cadastrar',
      'verificar-email',
      'esqueci-senha',
      'finalizar-cadastro',
      'callbacks-discord',
      'aulas-agendadas',
      'eu-perfil',
      'admin-cursos-id-conteudo',
      'admin-estudantes-id-assinaturas',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('builds paths from names, encoding parameters and adding a query', () => {
    expect(pathTo('index')).toBe('/');
    expect(pathTo('admin-cursos-id-conteudo', { id: 7 })).toBe('/admin/cursos/7/conteudo');
    expect(pathTo('course-aula-lecture', { course: 'react-do-zero', lecture: 3 })).toBe(
      '/react-do-zero/aula/3',
    );
    expect(pathTo('course', { course: 'a b/c' })).toBe('/a%20b%2Fc');
    expect(pathTo('login', undefined, { redirect: '/eu/perfil?x=1' })).toBe(
      '/login?redirect=%2Feu%2Fperfil%3Fx%3D1',
    );
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => pathTo('admin-cursos-id', { id: '' })).toThrow('needs the parameter "id"');
  });

  it('matches a pathname like the router does: static segments win over parameters', () => {
    expect(matchRoute('/login')?.name).toBe('login');
    expect(matchRoute('/react-do-zero')?.name).toBe('course');
    expect(matchRoute('/react-do-zero/aula/2')?.name).toBe('course-aula-lecture');
    expect(matchRoute('/admin/cursos/9/alunos')?.name).toBe('admin-cursos-id-alunos');
    expect(matchRoute('/nao/existe')).toBeUndefined();
  });

  it('sends the redirect-only admin routes to pages that exist', () => {
    for (const redirect of redirectRoutes) expect(routeByName(redirect.to).path).toContain(':id');
  });

  it('guards the admin area for admins and the student pages for students', () => {
    for (const route of routeTable) {
      if (route.path.startsWith('/admin')) expect(route.access).toBe('admin');
      if (route.layout === 'admin') expect(route.path.startsWith('/admin')).toBe(true);
    }
    expect(routeByName('eu-perfil').access).toBe('user');
    expect(routeByName('eu-favoritos').access).toBe('student');
  });

  it('has one route per name of ./paths (which the pages import instead of this table)', () => {
    expect(routeTable.map((route) => route.name).sort()).toEqual(Object.keys(paths).sort());
    for (const route of routeTable) expect(route.path).toBe(paths[route.name]);
  });

  it("starts only first routes as a page's reads: their addresses are in the first download (ADR 029)", () => {
    const started = routeTable.flatMap((route) =>
      readsOf(route, route.path.replace(/:(\w+)/g, 'exemplo')).map(([name]) => name),
    );
    expect(started).toEqual(expect.arrayContaining(['listProducts', 'courseBySlug', 'legalInfo']));
    for (const name of started) expect(Object.keys(firstRoutes)).toContain(name);
  });

  it('loads the admin pages through their own table, one entry per admin route', async () => {
    const admin = routeTable.filter((route) => route.layout === 'admin').map((route) => route.name);
    expect(admin.sort()).toEqual(Object.keys(adminPages).sort());
    const [loaded, page] = await Promise.all([
      routeByName('admin-comentarios').load(),
      import('../pages/admin/comments-page'),
    ]);
    expect(loaded.default).toBe(page.default);
  });

  it('loads the account area and the rare pages through their own table, never the first ones', async () => {
    const account = routeTable
      .filter((route) => route.path.startsWith('/eu/'))
      .map((route) => route.name);
    for (const name of account) expect(Object.keys(laterPages), name).toContain(name);
    // The steps a link in an e-mail or a redirect opens, and the scheduled lectures (ADR 029, 22).
    for (const name of [
      'logout',
      'verificar-email',
      'esqueci-senha',
      'finalizar-cadastro',
      'callbacks-discord',
      'aulas-agendadas',
    ] as const)
      expect(Object.keys(laterPages), name).toContain(name);
    for (const name of ['index', 'login', 'cursos', 'course', 'course-aula-lecture'] as const)
      expect(Object.keys(laterPages)).not.toContain(name);
    const [loaded, page] = await Promise.all([
      routeByName('eu-favoritos').load(),
      import('../pages/account/favorites-page'),
    ]);
    expect(loaded.default).toBe(page.default);
  });

  it('gives every page a pt-BR title, except the player, which names itself', () => {
    for (const route of routeTable) {
      if (route.name.startsWith('course')) expect(route.title, route.name).toBeNull();
      else expect(route.title, route.name).toMatch(/^\p{Lu}/u);
    }
    expect(routeByName('login').title).toBe('Entrar');
    expect(routeByName('cadastrar').title).toBe('Criar conta');
  });
});

describe('the paths module', () => {
  it('matches like the router and lists every pattern the server answers with a page', () => {
    expect(matchPath('/eu/perfil/')).toBe('eu-perfil');
    expect(matchPath('/react-do-zero/aula/abc')).toBe('course-aula-lecture');
    expect(matchPath('/a/b/c/d')).toBeUndefined();
    expect(pagePatterns).toContain('/admin/cursos/:id/conteudo');
    for (const redirect of Object.values(redirectPaths))
      expect(pagePatterns).toContain(redirect.path);
    expect(new Set(pagePatterns).size).toBe(pagePatterns.length);
  });
});
