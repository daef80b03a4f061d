import { matchRoute, type RouteDef, routeByName, routeTable } from '../routes/route-table';
import { decide, guardNotices, landingAfterSignIn, type SessionView } from './decide';

const student: SessionView = {
  status: 'authenticated',
  user: { is_student: true, is_admin: false },
};
const nonStudent: SessionView = {
  status: 'authenticated',
  user: { is_student: false, is_admin: false },
};
const admin: SessionView = { status: 'authenticated', user: { is_student: false, is_admin: true } };
const guest: SessionView = { status: 'guest' };
const sessions = { guest, student, nonStudent, admin };
const at = (path: string) => {
  const url = new URL(path, 'https://aula.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const outcome = (d: ReturnType<typeof decide>) => (d.kind === 'redirect' ? d.to : d.kind);

describe('the guards decision table (role × route)', () => {
  it.each([
    // route name, path opened, guest, student, non-student, admin
    ['index', '/', 'render', 'render', 'render', 'render'],
    ['login', '/login', 'render', '/', '/', '/admin'],
    ['cadastrar', '/cadastrar', 'render', '/', '/', '/admin'],
    ['esqueci-senha', '/esqueci-senha', 'render', 'render', 'render', 'render'],
    ['logout', '/logout', '/login?redirect=%2Flogout', 'render', 'render', 'render'],
    ['eu-perfil', '/eu/perfil', '/login?redirect=%2Feu%2Fperfil', 'render', 'render', 'render'],
    [
      'eu-favoritos',
      '/eu/favoritos',
      '/login?redirect=%2Feu%2Ffavoritos',
      'render',
      '/eu/perfil',
      '/eu/perfil',
    ],
    // A buyer redeems an order code before being a student (ADR 031).
    [
      'eu-acesso-vitalicio',
      '/eu/acesso-vitalicio',
      '/login?redirect=%2Feu%2Facesso-vitalicio',
      'render',
      'render',
      'render',
    ],
    ['admin-cursos', '/admin/cursos', '/login?redirect=%2Fadmin%2Fcursos', '/', '/', 'render'],
    // Certificates (ADR 043): the account's list signed in, the public verification for anyone.
    [
      'eu-certificados',
      '/eu/certificados',
      '/login?redirect=%2Feu%2Fcertificados',
      'render',
      'render',
      'render',
    ],
    [
      'certificados-code',
      '/certificados/7KQ2-M4XA-PZ3C-WB6D',
      'render',
      'render',
      'render',
      'render',
    ],
    [
      'aulas-agendadas',
      '/aulas-agendadas?x=1#y',
      '/login?redirect=%2Faulas-agendadas%3Fx%3D1%23y',
      'render',
      'render',
      'render',
    ],
    ['verificar-email', '/verificar-email', '/', '/', '/', '/'],
    ['verificar-email', '/verificar-email?token=abc', 'render', 'render', 'render', 'render'],
    ['finalizar-cadastro', '/finalizar-cadastro?token=', '/', '/', '/', '/'],
    ['course-aula-lecture', '/react-do-zero/aula/2', 'render', 'render', 'render', 'render'],
  ] as const)('%s at %s', (name, path, ...expected) => {
    const route = routeByName(name);
    const got = (Object.keys(sessions) as (keyof typeof sessions)[]).map((role) =>
      outcome(decide(route, sessions[role], at(path))),
    );
    expect(got).toEqual(expected);
  });

  it('given a signed-in visitor on login, honours only a safe redirect', () => {
    const login = routeByName('login');
    expect(outcome(decide(login, student, at('/login?redirect=%2Feu%2Fperfil')))).toBe(
      '/eu/perfil',
    );
    for (const unsafe of ['//evil.example', '/%5Cevil.example', 'https://evil.example', '/login']) {
      expect(
        outcome(decide(login, student, at(`/login?redirect=${encodeURIComponent(unsafe)}`))),
      ).toBe('/');
    }
  });

  it('lands an admin on /admin after sign-in unless a safe redirect is given (issue 33, item 23)', () => {
    expect(landingAfterSignIn({ is_admin: true }, null)).toBe('/admin');
    expect(landingAfterSignIn({ is_admin: true }, '')).toBe('/admin');
    expect(landingAfterSignIn({ is_admin: false }, null)).toBe('/');
    expect(landingAfterSignIn({ is_admin: true }, '/eu/perfil?x=1')).toBe('/eu/perfil?x=1');
    expect(landingAfterSignIn({ is_admin: true }, '/')).toBe('/');
    // An unsafe redirect is never followed: the person's own home instead.
    for (const unsafe of ['//evil.example', '/%5Cevil.example', 'https://evil.example', '/login']) {
      expect(landingAfterSignIn({ is_admin: true }, unsafe)).toBe('/admin');
      expect(landingAfterSignIn({ is_admin: false }, unsafe)).toBe('/');
    }
    const login = routeByName('login');
    expect(outcome(decide(login, admin, at('/login?redirect=%2Feu%2Fseguranca')))).toBe(
      '/eu/seguranca',
    );
    expect(outcome(decide(login, admin, at('/login?redirect=%2F%2Fevil.example')))).toBe('/admin');
  });

  it('sends a non-admin away from the admin area saying why, in pt-BR', () => {
    for (const session of [student, nonStudent]) {
      const decision = decide(routeByName('admin-cursos'), session, at('/admin/cursos'));
      expect(decision).toEqual({ kind: 'redirect', to: '/', notice: 'admin-only' });
    }
    expect(guardNotices['admin-only']).toBe('Essa área é só para administradores.');
    // A guest is sent to sign in, with no such notice.
    expect(decide(routeByName('admin-cursos'), guest, at('/admin/cursos'))).not.toHaveProperty(
      'notice',
    );
  });

  it('waits for an unknown session on guarded pages but renders public ones at once', () => {
    const unknown: SessionView = { status: 'unknown' };
    expect(outcome(decide(routeByName('eu-perfil'), unknown, at('/eu/perfil')))).toBe('wait');
    expect(outcome(decide(routeByName('login'), unknown, at('/login')))).toBe('wait');
    expect(outcome(decide(routeByName('index'), unknown, at('/')))).toBe('render');
  });

  it('given a failed session load, shows the error on signed-in pages and still lets guests sign in', () => {
    const failed: SessionView = { status: 'error' };
    expect(outcome(decide(routeByName('eu-perfil'), failed, at('/eu/perfil')))).toBe(
      'session-error',
    );
    expect(outcome(decide(routeByName('login'), failed, at('/login')))).toBe('render');
  });

  it('settles every route for every role in at most two redirects (no loops)', () => {
    for (const [role, session] of Object.entries(sessions)) {
      for (const route of routeTable as readonly RouteDef[]) {
        const path = route.path.replace(/:(\w+)/g, '1') + (route.requiresToken ? '?token=t' : '');
        let where = at(`${path}${path.includes('?') ? '&' : '?'}redirect=%2Flogin`);
        let current: RouteDef | undefined = route;
        let hops = 0;
        for (; current && hops < 5; hops += 1) {
          const decision = decide(current, session, where);
          if (decision.kind !== 'redirect') break;
          where = at(decision.to);
          current = matchRoute(where.pathname);
        }
        expect(hops, `${role} at ${route.name}`).toBeLessThanOrEqual(2);
        expect(current, `${role} at ${route.name} ends on a known page`).toBeDefined();
      }
    }
  });
});
