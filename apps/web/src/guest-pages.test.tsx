/**
 * @vitest-environment node
 */
import { makeCourse, makeFreeLecture, makeProduct, toSummary } from '@aula/features/testing';
import { renderGuestPage } from './guest-pages';

// The guest pages' render module, as the server calls it (ADR 029, section 17): no DOM here,
// as on the server.
const course = toSummary(makeCourse({ slug: 'react-do-zero', title: 'React do zero' }));
const answers = (title = 'Formação Front-end') => ({
  'api/products?include=courses': {
    data: [makeProduct({ id: 7, title, courses_count: 1, courses: [course] })],
  },
  'api/lectures/free': { data: [makeFreeLecture({ title: 'Boas-vindas ao curso' })] },
});

describe('renderGuestPage', () => {
  it("renders a guest's whole home page from its answers, with the app's links", () => {
    const page = renderGuestPage('/', answers());
    expect(page?.complete).toBe(true);
    const html = page?.html ?? '';
    expect(html).toContain('<h1 class="text-3xl font-bold sm:text-4xl">Boas-vindas à Aula</h1>');
    expect(html).toContain('<h2 id="produto-7" class="text-2xl font-bold">Formação Front-end</h2>');
    expect(html).toMatch(/<a href="\/react-do-zero" [^>]*aria-label="Ver curso React do zero">/);
    expect(html).toContain('Aulas gratuitas');
    expect(html).toContain('Boas-vindas ao curso');
    // A guest's header: the way in, no account menu, no loading state anywhere.
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('aria-busy');
  });

  it('renders what people wrote as text: a title cannot add markup', () => {
    const html = renderGuestPage('/', answers('<img src=x onerror="alert(1)">'))?.html ?? '';
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('renders the frame alone, not complete, when a read was not answered', () => {
    const { 'api/lectures/free': _free, ...catalogueOnly } = answers();
    for (const partial of [{}, catalogueOnly]) {
      const page = renderGuestPage('/', partial);
      expect(page?.complete).toBe(false);
      expect(page?.html).toContain('Boas-vindas à Aula');
      expect(page?.html).not.toContain('Formação Front-end');
      expect(page?.html).not.toContain('aria-busy');
    }
  });

  it('renders no page it does not know', () => {
    expect(renderGuestPage('/login', answers())).toBeNull();
    expect(renderGuestPage('/:course', answers())).toBeNull();
    expect(renderGuestPage('constructor', answers())).toBeNull();
  });

  it('renders the "Cursos" catalogue with every product, and nothing without its read', () => {
    const page = renderGuestPage('/cursos', answers());
    expect(page?.complete).toBe(true);
    expect(page?.html).toContain('>Cursos</h1>');
    expect(page?.html).toContain('Formação Front-end');
    expect(page?.html).toContain('href="/cursos"');
    expect(renderGuestPage('/cursos', {})).toBeNull();
  });

  describe("a course's sales page (ADR 046)", () => {
    const sold = (title = 'React do zero') =>
      makeCourse({
        slug: 'react-do-zero',
        title,
        is_enrolled: false,
        description: 'Do primeiro componente ao deploy.',
        offer: { price_text: 'R$ 497,00', offer_url: 'https://pay.hotmart.com/X123' },
      });
    const courseAnswers = (title?: string) => ({
      'api/course-by-slug/react-do-zero': { data: sold(title) },
    });

    it('renders the whole sales page from the course read: price, Comprar, contents', () => {
      const page = renderGuestPage('/:course', courseAnswers(), { course: 'react-do-zero' });
      expect(page?.complete).toBe(true);
      const html = page?.html ?? '';
      expect(html).toContain('data-testid="sales-page"');
      expect(html).toContain('>React do zero</h1>');
      expect(html).toContain('Do primeiro componente ao deploy.');
      expect(html).toContain(
        '<p class="text-2xl font-bold" data-testid="sales-price">R$ 497,00</p>',
      );
      expect(html).toMatch(/<a href="https:\/\/pay\.hotmart\.com\/X123"[^>]*>Comprar<\/a>/);
      expect(html).toContain('href="/login?redirect=%2Freact-do-zero"');
      for (const section of sold().sections) expect(html).toContain(section.title);
      expect(html).not.toContain('aria-busy');
    });

    it('keeps a title with markup as text', () => {
      const html =
        renderGuestPage('/:course', courseAnswers('</h1><script>alert(1)</script>'), {
          course: 'react-do-zero',
        })?.html ?? '';
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    });

    it('renders nothing without the course (unknown: the app shows its 404) or a bad slug', () => {
      expect(renderGuestPage('/:course', {}, { course: 'react-do-zero' })).toBeNull();
      expect(renderGuestPage('/:course', courseAnswers(), { course: 'Nada/aqui' })).toBeNull();
    });
  });

  describe("a lecture's page (ADR 051)", () => {
    const course = makeCourse({
      slug: 'react-do-zero',
      title: 'React do zero',
      is_enrolled: false,
    });
    const first = course.sections[0]?.lectures[0];
    const lectureAnswers = (poster: string | null = '/media/s/videos/v1/poster.jpg?lecture=1') => ({
      'api/course-by-slug/react-do-zero': {
        data: {
          ...course,
          sections: course.sections.map((section) => ({
            ...section,
            lectures: section.lectures.map((lecture) =>
              lecture.id === first?.id
                ? { ...lecture, poster_url: poster, description: '<h2>Sobre</h2><p>Texto</p>' }
                : lecture,
            ),
          })),
        },
      },
    });
    const render = (lecture: string, answers: Record<string, unknown> = lectureAnswers()) =>
      renderGuestPage('/:course/aula/:lecture', answers, { course: 'react-do-zero', lecture });

    it('renders a free lecture whole with its video and poster; its app starts at once', () => {
      const page = render(String(first?.position));
      expect(page?.complete).toBe(true);
      expect(page?.startsAtOnce).toBe(true);
      const html = page?.html ?? '';
      expect(html).toContain(`>${first?.title}</h1>`);
      expect(html).toMatch(/<video [^>]*poster="\/media\/s\/videos\/v1\/poster\.jpg\?lecture=1"/);
      // What needs the DOM or later code waits for the browser, as the app's hydration does:
      // the description (parsed by the DOM) and its table of contents are not in the markup.
      expect(html).not.toContain('Sobre');
      // The tab's title is the server's head, not a `<title>` left in the body.
      expect(html).not.toContain('<title>');
    });

    it('renders a locked lecture with its call to enroll, and no video', () => {
      const answers = lectureAnswers() as Record<string, { data: typeof course }>;
      const data = answers['api/course-by-slug/react-do-zero']?.data;
      const locked = data?.sections[0]?.lectures[1];
      if (locked) Object.assign(locked, { is_locked: true, video_url: null, is_free: false });
      const html = render(String(locked?.position), answers)?.html ?? '';
      expect(locked?.title).toBeTruthy();
      expect(html).toContain(`>${locked?.title}</h1>`);
      expect(html).toContain('Quero me matricular');
      expect(html).not.toContain('<video');
    });

    it('renders nothing without the course, or for a path that names no lecture', () => {
      expect(render('1', {})).toBeNull();
      for (const lecture of ['0', 'abc', '1e3', '9999999']) expect(render(lecture)).toBeNull();
    });
  });

  describe('given the public notices (ADR 047)', () => {
    const legal = {
      'api/legal': {
        data: {
          terms_version: '2026-11-27',
          privacy_version: '2026-11-27',
          privacy_contact_email: 'dpo@escola.com.br',
        },
      },
    };

    it('renders /privacidade whole: what is kept and why, the contact, the rights, the replay', () => {
      const page = renderGuestPage('/privacidade', legal);
      expect(page?.complete).toBe(true);
      const html = page?.html ?? '';
      expect(html).toContain('Aviso de privacidade</h1>');
      expect(html).toContain('Versão de <time dateTime="2026-11-27">27 de novembro de 2026</time>');
      expect(html).toContain('href="mailto:dpo@escola.com.br"');
      expect(html).toContain('href="/eu/privacidade"');
      expect(html).toContain('href="/termos"');
      for (const words of ['endereço IP', 'Hotmart', 'Por quanto tempo', 'mascara todo o texto']) {
        expect(html).toContain(words);
      }
      expect(html).not.toContain('aria-busy');
    });

    it('renders /termos whole, linking the privacy notice', () => {
      const page = renderGuestPage('/termos', legal);
      expect(page?.complete).toBe(true);
      expect(page?.html).toContain('Termos de uso</h1>');
      expect(page?.html).toContain('href="/privacidade"');
      expect(page?.html).toContain('href="mailto:dpo@escola.com.br"');
    });

    it('renders the text without the contact, not complete, when its read was not answered', () => {
      const page = renderGuestPage('/privacidade', {});
      expect(page?.complete).toBe(false);
      expect(page?.html).toContain('O que coletamos');
      expect(page?.html).not.toContain('mailto:');
    });
  });

  describe("a certificate's public page (issue 38 §1)", () => {
    const CODE = '7KQ2-M4XA-PZ3C-WB6D';
    const verification = (fullName = 'Maria Aparecida da Silva') => ({
      [`api/certificates/${CODE}`]: {
        data: {
          code: CODE,
          status: 'valid',
          full_name: fullName,
          course_title: 'React do zero',
          hours: 12,
          completed_at: '2026-11-20T15:00:00.000Z',
          issued_at: '2026-11-20T15:00:00.000Z',
          revoked_at: null,
          school_name: 'Aula',
          signer_name: 'Marta Ribeiro',
          signer_role: 'Diretora de ensino',
        },
      },
    });
    const render = (answers: Record<string, unknown>) =>
      renderGuestPage(
        '/certificados/:code',
        answers,
        { code: CODE },
        { origin: 'https://escola.com.br' },
      );

    it('renders the verification whole, its LinkedIn link to the public address', () => {
      const page = render(verification());
      expect(page?.complete).toBe(true);
      const html = page?.html ?? '';
      expect(html).toContain('Certificado válido');
      expect(html).toContain('Maria Aparecida da Silva');
      expect(html).toContain('12 horas');
      expect(html).not.toContain('aria-busy');
      // Its Open Graph tags are the head's (the server's): none in the page's markup.
      expect(html).not.toContain('<meta');
      const linkedin = /href="(https:\/\/www\.linkedin\.com[^"]*)"/.exec(html)?.[1] ?? '';
      expect(new URL(linkedin.replace(/&amp;/g, '&')).searchParams.get('certUrl')).toBe(
        `https://escola.com.br/certificados/${CODE}`,
      );
    });

    it('keeps a name with markup as text', () => {
      const html = render(verification('</title><script>alert(1)</script>'))?.html ?? '';
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    });

    it('renders nothing without the verification (unknown code: the app says so)', () => {
      expect(render({})).toBeNull();
    });
  });
});
