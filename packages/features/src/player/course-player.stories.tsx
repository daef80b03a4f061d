import type { Course, Lecture, Product } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadErrorStory, loadingStory } from '../shared/query-state.story-helpers';
import {
  csrfCookieHandler,
  errorResponse,
  FIXTURE_NOW,
  makeComment,
  makeCourse,
  makeLecture,
  makeProduct,
  makeReply,
  makeRepository,
  makeSection,
  makeUser,
  meHandlers,
  mockEndpoint,
  mockState,
  mswParameters,
  toSummary,
} from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { CoursePlayer } from './course-player';

const student = makeUser({ id: 1, name: 'Maria da Silva', is_student: true });

/** The server's side of the story: a course whose watch toggles answer like the reference API. */
function world(course: Course, options: { product?: Partial<Product>; failWatch?: boolean } = {}) {
  const state = { course };
  const product = makeProduct({
    id: course.product.id,
    slug: course.product.slug,
    courses: [toSummary(course)],
    ...options.product,
  });
  const lectures = () => state.course.sections.flatMap((s) => s.lectures);
  return [
    csrfCookieHandler,
    mockEndpoint('courseBySlug', () => HttpResponse.json({ data: state.course })),
    mockEndpoint('productBySlug', { data: product }),
    mockEndpoint('updateProgress'),
    mockEndpoint('getPreferences', { data: { auto_play: false, auto_jump: true } }),
    mockEndpoint('updatePreferences', async ({ request }) =>
      HttpResponse.json({ data: await request.json() }),
    ),
    options.failWatch
      ? mockState.error('watchLecture', 500, 'ServerErrorException')
      : mockEndpoint('watchLecture', async ({ params, request }) => {
          const id = Number(params.id);
          const lecture = lectures().find((l) => l.id === id);
          // The state asked for (`{"watched": …}`); a bodiless call toggles, as the API does.
          const asked = (await request.json().catch(() => ({}))) as { watched?: boolean };
          const has_watched = asked.watched ?? !lecture?.has_watched;
          const watched = lectures().filter((l) => (l.id === id ? has_watched : l.has_watched));
          return HttpResponse.json({
            data: {
              has_watched,
              course_id: state.course.id,
              lectures_watched_count: watched.length,
              lectures_watched_percentage: Math.round((watched.length / lectures().length) * 100),
            },
          });
        }),
    options.failWatch
      ? mockState.error('bookmarkLecture', 500, 'ServerErrorException')
      : mockEndpoint('bookmarkLecture', async ({ request }) => {
          const asked = (await request.json().catch(() => ({}))) as { bookmarked?: boolean };
          return HttpResponse.json({ data: { is_bookmarked: asked.bookmarked ?? true } });
        }),
    mockEndpoint('lectureComments', {
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
    }),
  ];
}

/** Story parameters: a signed-in student, `overrides` first (msw takes the first match), then the world. */
const asStudent = (
  course: Course,
  options: Parameters<typeof world>[1] = {},
  ...overrides: RequestHandler[]
) => ({ msw: { handlers: [meHandlers.user(student), ...overrides, ...world(course, options)] } });

const demo = (watched = 2) =>
  makeCourse(
    { id: 21, slug: 'formacao-react', last_lecture_id: null },
    { sectionCount: 3, lecturesPerSection: 3, watched },
  );

const meta = {
  title: 'features/player/CoursePlayer',
  component: CoursePlayer,
  args: {
    slug: 'formacao-react',
    lectureParam: '1',
    path: '/formacao-react/aula/1',
    lectureHref: (course, lecture) => `/${course.slug}/aula/${lecture.position}`,
    onNavigate: fn(),
    enrollHref: '/cadastrar',
    loginHref: '/login',
    onFailure: fn(),
    now: () => FIXTURE_NOW,
  },
  parameters: {
    layout: 'fullscreen',
    ...asStudent(demo()),
  },
} satisfies Meta<typeof CoursePlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('aside') as HTMLElement);

export const Loading: Story = loadingStory(
  [meHandlers.user(student), mockState.loading('courseBySlug')],
  'Carregando o curso…',
);

/** The first lecture: its section open, the others closed, no previous lecture. */
export const FirstLecture: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Boas-vindas ao curso' }),
    ).toBeVisible();
    await expect(canvas.getByText('Esta é a primeira aula')).toBeVisible();
    const nav = sidebar(canvasElement);
    await expect(nav.getByRole('button', { name: /Primeiros passos/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: /Estado e efeitos/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('1. Boas-vindas');
  },
};

/** A lecture in the middle: the second section opens; both neighbours exist. */
export const MiddleLecture: Story = {
  args: { lectureParam: '5', path: '/formacao-react/aula/5' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText(/Aula 5 de 9/)).toBeVisible();
    const nav = sidebar(canvasElement);
    await expect(nav.getByRole('button', { name: /Estado e efeitos/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: /Primeiros passos/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectLinkTo(canvas, /Aula anterior/, '/formacao-react/aula/4');
    await expectLinkTo(canvas, /Próxima aula/, '/formacao-react/aula/6');
    await userEvent.keyboard('n');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/formacao-react/aula/6');
    await userEvent.keyboard('p');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/formacao-react/aula/4');
  },
};

/** The last lecture: no next, and N does nothing (clamped). */
export const LastLecture: Story = {
  args: { lectureParam: '9', path: '/formacao-react/aula/9' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Esta é a última aula')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Próxima aula/ })).toBeNull();
    await userEvent.keyboard('n');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** `aula/abc` is lecture 1, and the address becomes lecture 1's own (replacing the bad one). */
export const NonNumericPosition: Story = {
  args: { lectureParam: 'abc', path: '/formacao-react/aula/abc' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Boas-vindas ao curso' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/formacao-react/aula/1', { replace: true }),
    );
  },
};

/** `aula/0` and `aula/007`: the same, each replaced by the canonical address. */
export const NonCanonicalPositions: Story = {
  args: { lectureParam: '007', path: '/formacao-react/aula/007' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/Aula 7 de 9/)).toBeVisible();
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/formacao-react/aula/7', { replace: true }),
    );
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** A position no lecture has: the first section opens and the page says so, with a way on. */
export const LectureNotFound: Story = {
  args: { lectureParam: '42', path: '/formacao-react/aula/42' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Aula não encontrada')).toBeVisible();
    await expectLinkTo(canvas, 'Ir para a primeira aula', '/formacao-react/aula/1');
    await expect(
      sidebar(canvasElement).getByRole('button', { name: /Primeiros passos/ }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** `/{course}` alone: where the student left off. */
export const ResumesLastLecture: Story = {
  args: { lectureParam: undefined, path: '/formacao-react' },
  parameters: asStudent(
    (() => {
      const course = demo();
      return { ...course, last_lecture_id: course.sections[1]?.lectures[1]?.id ?? null };
    })(),
  ),
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith('/formacao-react/aula/5', { replace: true }),
    );
  },
};

export const UnknownCourse: Story = {
  args: { slug: 'nao-existe', path: '/nao-existe' },
  parameters: mswParameters(meHandlers.user(student), mockState.error('courseBySlug', 404)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Página não encontrada: /nao-existe')).toBeVisible();
  },
};

export const CourseLoadError: Story = loadErrorStory(
  [meHandlers.user(student), mockState.malformed('courseBySlug')],
  'Não foi possível carregar o curso.',
);

/** Marking watched: after the server agrees, the count and the rounded percentage follow. */
export const MarkWatched: Story = {
  args: { lectureParam: '3', path: '/formacao-react/aula/3' },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: 'Assistida' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const progress = within(canvasElement.querySelector('aside') as HTMLElement);
    await expect(progress.getByText(/2 de 9 aulas assistidas \(22%\)/)).toBeVisible();
    await userEvent.click(button);
    // The same button (one label), now pressed.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveAccessibleName('Assistida');
    await expect(await progress.findByText(/3 de 9 aulas assistidas \(33%\)/)).toBeVisible();
    await expect(progress.getByRole('progressbar', { name: 'Progresso no curso' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  },
};

/** A watched lecture, unmarked with M. */
export const WatchedLecture: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Assistida' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('m');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Assistida' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    await expect(
      within(canvasElement.querySelector('aside') as HTMLElement).getByText(/1 de 9 aulas/),
    ).toBeVisible();
  },
};

/** The server fails: nothing on screen changes, the failure is only reported. */
export const WatchFails: Story = {
  args: { lectureParam: '3', path: '/formacao-react/aula/3' },
  parameters: asStudent(demo(), { failWatch: true }),
  play: async ({ canvas, args }) => {
    const button = await canvas.findByRole('button', { name: 'Assistida' });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Favorita' }));
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(2));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Favorita' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByText(/2 de 9 aulas assistidas \(22%\)/)).toBeVisible();
  },
};

export const Bookmarked: Story = {
  args: { lectureParam: '4', path: '/formacao-react/aula/4' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Favorita' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveAccessibleName('Favorita');
  },
};

function courseWith(lecture: Partial<Lecture>) {
  const course = demo(0);
  const [first] = course.sections;
  const target = first?.lectures[1];
  if (!first || !target) throw new Error('fixture');
  first.lectures[1] = { ...target, ...lecture };
  return course;
}

/** A free lecture plays for a guest too. */
export const FreeLectureForGuest: Story = {
  parameters: mswParameters(meHandlers.guest(), ...world(demo(0))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('video-da-aula')).toBeVisible();
    await expect(canvas.getAllByText('Grátis').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Assistida' })).toBeNull();
    // No "0 de 9 aulas assistidas (0%)" for someone who cannot mark any (issue 33, item 21).
    await expect(canvas.queryByText(/aulas assistidas/)).toBeNull();
    // The comments come after the player's first paint (ADR 029).
    await expect(
      await canvas.findByText('Entre na sua conta para ver e escrever comentários.'),
    ).toBeVisible();
    // A guest's switches last for the visit, and the page says so.
    await expect(
      canvas.getByText('Sem entrar na conta, essas escolhas valem só para esta visita.'),
    ).toBeVisible();
  },
};

/** A locked lecture: no video, the enroll call-to-action (and sign-in, for a guest). */
export const LockedLecture: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2' },
  parameters: mswParameters(
    meHandlers.guest(),
    ...world(courseWith({ is_locked: true, video_url: null })),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: /exclusiva para alunos matriculados/ }),
    ).toBeVisible();
    await expectLinkTo(canvas, 'Quero me matricular', '/cadastrar');
    await expect(canvas.getByRole('link', { name: 'Já sou aluno: entrar' })).toBeVisible();
    await expect(canvas.queryByTestId('video-da-aula')).toBeNull();
  },
};

/** Released in the future: the date in pt-BR and the time left. */
export const ScheduledLecture: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2' },
  parameters: asStudent(
    courseWith({
      scheduled_for: new Date(FIXTURE_NOW.getTime() + (2 * 24 + 3) * 3_600_000).toISOString(),
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aula agendada')).toBeVisible();
    await expect(canvas.getByText(/^segunda-feira, 23 de novembro às/)).toBeVisible();
    await expect(canvas.getByTestId('contagem-regressiva')).toHaveTextContent('2 dias 03:00:00');
    await expect(canvas.queryByTestId('video-da-aula')).toBeNull();
  },
};

/** The video ended: the card counts down to the next lecture; cancelling stays. */
export const AutoJumpCard: Story = {
  args: { lectureParam: '4', path: '/formacao-react/aula/4' },
  play: async ({ canvas, args }) => {
    const video = (await canvas.findByTestId('video-da-aula')) as HTMLVideoElement;
    await canvas.findByRole('button', { name: 'Assistida' }); // the session is known
    await expect(await canvas.findByRole('switch', { name: /próxima aula/ })).toBeChecked();
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('ended'));
    const countdown = await canvas.findByText(/Próxima aula em [1-5] s/);
    // Over the video, inside the frame that goes fullscreen (issue 33).
    await expect(canvas.getByTestId('quadro-do-video')).toContainElement(countdown);
    const card = within(countdown.closest('section') as HTMLElement);
    await expect(card.getByText('5. useState na prática')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.queryByText(/Próxima aula em/)).toBeNull();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // The end also marked the lecture watched.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Assistida' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    video.dispatchEvent(new Event('ended'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Ir agora' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/formacao-react/aula/5');
  },
};

export const ShortcutSheetOpen: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.keyboard('?');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Atalhos de teclado' });
    await waitFor(() => expect(within(dialog).getByText('Próxima aula')).toBeVisible());
  },
};

/** Typing in the comment box never triggers a shortcut. */
export const ShortcutsQuietWhileTyping: Story = {
  play: async ({ canvas, args }) => {
    const box = await canvas.findByRole('textbox', { name: 'Escreva um comentário' });
    await userEvent.type(box, 'n p m ?');
    await expect(box).toHaveValue('n p m ?');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The description's headings make the table of contents; no script survives. */
export const DescriptionWithContents: Story = {
  parameters: asStudent(
    (() => {
      const course = demo();
      const lecture = course.sections[0]?.lectures[0];
      if (lecture) {
        lecture.description =
          '<h2>Objetivos</h2><p>Entender props.</p><h3>Exercício</h3><p><a href="javascript:alert(1)">clique</a> <img src=x onerror="alert(1)"></p>';
      }
      return course;
    })(),
  ),
  play: async ({ canvas, canvasElement }) => {
    const toc = await canvas.findByRole('navigation', { name: 'Nesta aula' });
    await expect(within(toc).getByRole('link', { name: 'Objetivos' })).toHaveAttribute(
      'href',
      '#secao-1-objetivos',
    );
    await expect(canvas.getByText('clique').closest('a')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** 0%: nothing watched yet. */
export const CourseAtZero: Story = {
  parameters: asStudent(demo(0)),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(/0 de 9 aulas assistidas \(0%\)/)).not.toHaveLength(0);
  },
};

/** A student gets the course's repositories under its contents (issue 33, item 16). */
export const RepositoriesForStudent: Story = {
  parameters: asStudent({
    ...demo(0),
    repositories: [makeRepository({ id: 1, name: 'Projeto final' })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Repositórios' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Projeto final/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** 100%: every lecture watched. */
export const CourseComplete: Story = {
  parameters: asStudent(demo(9)),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(/9 de 9 aulas assistidas \(100%\)/)).not.toHaveLength(
      0,
    );
  },
};

const big = makeCourse(
  { id: 99, slug: 'curso-gigante', title: 'Curso com 2.000 aulas', last_lecture_id: null },
  { sectionCount: 100, lecturesPerSection: 20, watched: 150 },
);

/** 100 sections of 20 lectures: only the open section's lectures are in the page. */
export const HundredSections: Story = {
  args: { slug: 'curso-gigante', lectureParam: '1010', path: '/curso-gigante/aula/1010' },
  parameters: asStudent(big),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Aula 1010 de 2000/)).toBeVisible();
    const aside = canvasElement.querySelector('aside') as HTMLElement;
    await expect(within(aside).getAllByRole('link')).toHaveLength(20);
    // Role queries walk the whole tree: on a page this size they need longer than the default.
    const slow = { timeout: 10_000 };
    await userEvent.click(await canvas.findByRole('button', { name: 'Assistida' }, slow));
    await expect(
      await within(aside).findByText(/151 de 2000 aulas assistidas \(8%\)/, {}, slow),
    ).toBeVisible();
  },
};

const comments = [
  makeComment({
    id: 1,
    body: 'Por que a chave da lista não pode ser o índice? <script>alert(1)</script>',
    replies: [makeReply({ id: 2, parent_id: 1, body: 'Porque a ordem muda ao reordenar.' })],
  }),
  makeComment({
    id: 3,
    body: 'Meu comentário',
    author: { id: 1, name: 'Maria da Silva', avatar_url: null, is_team: false },
    is_own: true,
    can_edit: true,
    notify_replies: true,
    created_at: new Date(FIXTURE_NOW.getTime() - 5 * 60_000).toISOString(),
  }),
];
const commentsPage = (page: number, last = 1) => ({
  data: comments,
  meta: { current_page: page, last_page: last, per_page: 10, total: comments.length },
});

export const CommentsWithReplies: Story = {
  parameters: asStudent(demo(), {}, mockEndpoint('lectureComments', commentsPage(1))),
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('article', { name: 'comentário de Ana Beatriz Costa' });
    // Bodies are text: the markup shows as typed and runs nothing.
    await expect(within(first).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(
      within(first).getByRole('article', { name: 'resposta de João Pereira' }),
    ).toHaveTextContent('Porque a ordem muda ao reordenar.');
    const own = canvas.getByRole('article', { name: 'comentário de Maria da Silva' });
    await expect(
      within(own).getByRole('switch', { name: 'Avisar-me sobre respostas' }),
    ).toBeChecked();
    await expect(within(own).getByText('há 5 minutos')).toBeVisible();
    await expect(within(first).queryByRole('button', { name: 'Ações do comentário' })).toBeNull();
    await userEvent.click(within(own).getByRole('button', { name: 'Ações do comentário' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Excluir' }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'Excluir comentário?',
    });
    await waitFor(() => expect(confirm).toBeVisible());
  },
};

export const CommentsEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Nenhum comentário ainda. Seja a primeira pessoa a comentar!/),
    ).toBeVisible();
  },
};

export const CommentsLoadMore: Story = {
  parameters: asStudent(
    demo(),
    {},
    mockEndpoint('lectureComments', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json({
        data: [makeComment({ id: 100 + page, body: `Comentário da página ${page}` })],
        meta: { current_page: page, last_page: 2, per_page: 10, total: 2 },
      });
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Comentário da página 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }));
    await expect(await canvas.findByText('Comentário da página 2')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  },
};

/** `can_comment: false`: no composer, no reply buttons. */
export const CommentsClosed: Story = {
  parameters: asStudent(
    demo(),
    { product: { can_comment: false } },
    mockEndpoint('lectureComments', commentsPage(1)),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Os comentários estão fechados neste curso.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Escreva um comentário' })).toBeNull();
    await canvas.findByRole('article', { name: 'comentário de Ana Beatriz Costa' });
    await expect(canvas.queryByRole('button', { name: 'Responder' })).toBeNull();
  },
};

/** The server refuses the comment: the message shows and the text stays. */
export const CommentComposerError: Story = {
  parameters: asStudent(
    demo(),
    {},
    mockState.validation('createComment', { body: ['O comentário é muito longo.'] }),
  ),
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Escreva um comentário' });
    await userEvent.type(box, 'Minha dúvida sobre props');
    const submit = canvas.getByRole('button', { name: 'Comentar' });
    await userEvent.click(submit);
    // The comments' own alert (the video's frame has its own for a source that fails).
    const comments = canvas.getByRole('region', { name: 'Comentários' });
    await expect(await within(comments).findByRole('alert')).toBeVisible();
    await expect(box).toHaveValue('Minha dúvida sobre props');
    await expect(canvas.getByRole('button', { name: 'Comentar' })).toBeEnabled();
  },
};

/** The drawer on small screens keeps the outline one tap away. */
export const MobileDrawer: Story = {
  parameters: { testViewport: { width: 390, height: 800 } },
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: /Conteúdo do curso/ });
    await userEvent.click(open);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Conteúdo do curso' });
    await expect(within(drawer).getByRole('link', { current: 'page' })).toBeVisible();
  },
};

export const EmptyCourse: Story = {
  parameters: asStudent(makeCourse({ id: 5, sections: [makeSection({ lectures: [] })] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Este curso ainda não tem aulas')).toBeVisible();
  },
};

export const SingleLecture: Story = {
  parameters: asStudent(
    makeCourse({
      id: 6,
      sections: [makeSection({ lectures: [makeLecture({ position: 1 })] })],
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Esta é a primeira aula')).toBeVisible();
    await expect(canvas.getByText('Esta é a última aula')).toBeVisible();
  },
};

/** An `ended` from a video that never played (restored at its end, a stale element): no jump. */
export const EndedWithoutPlaying: Story = {
  args: { lectureParam: '4', path: '/formacao-react/aula/4' },
  play: async ({ canvas, args }) => {
    const video = (await canvas.findByTestId('video-da-aula')) as HTMLVideoElement;
    await expect(await canvas.findByRole('switch', { name: /próxima aula/ })).toBeChecked();
    video.dispatchEvent(new Event('ended'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText(/Próxima aula em/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Assistida' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Every call the lecture makes, counted, so a story can say which ones never happen. */
function counted(course: Course, product: Partial<Product> = {}) {
  const calls = { progress: 0, comments: 0, watch: 0 };
  const handlers = [
    mockEndpoint('updateProgress', () => {
      calls.progress += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    mockEndpoint('watchLecture', () => {
      calls.watch += 1;
      return errorResponse(403, 'ServerErrorException');
    }),
    mockEndpoint('lectureComments', () => {
      calls.comments += 1;
      return HttpResponse.json({
        data: [makeComment({ id: 1 })],
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
      });
    }),
    ...world(course, { product }),
  ];
  return { calls, handlers };
}

const visitor = makeUser({ id: 5, name: 'Visitante', is_student: false });
const lockedForOutsiders = counted({
  ...courseWith({ is_locked: true, video_url: null }),
  is_enrolled: false,
});

/**
 * A signed-in account without this course (a non-student) opens a locked lecture: the enroll
 * call-to-action only. No comments, no composer, no watch or bookmark, and no call the API refuses.
 */
export const LockedForNonStudent: Story = {
  args: {
    lectureParam: '2',
    path: '/formacao-react/aula/2',
    // The app's: the subscriptions page with the course's product highlighted (ADR 012).
    enrollHref: (product) => `/eu/assinaturas?produto=${product.slug}`,
  },
  parameters: mswParameters(meHandlers.user(visitor), ...lockedForOutsiders.handlers),
  play: async ({ canvas }) => {
    const cta = await canvas.findByRole('heading', { name: /exclusiva para alunos matriculados/ });
    await expect(cta).toBeVisible();
    await expectLinkTo(canvas, 'Quero me matricular', '/eu/assinaturas?produto=trilha-front-end');
    await expect(canvas.queryByRole('link', { name: 'Já sou aluno: entrar' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { name: 'Comentários' })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Assistida' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Favorita' })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(lockedForOutsiders.calls).toMatchObject({ progress: 0, comments: 0 });
  },
};

const lockedForOtherStudent = counted({
  ...courseWith({ is_locked: true, video_url: null }),
  is_enrolled: false,
});

/** A student of another product: the same locked lecture, the same call-to-action only. */
export const LockedForStudentOfAnotherProduct: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2', enrollHref: '/eu/assinaturas' },
  parameters: mswParameters(meHandlers.user(student), ...lockedForOtherStudent.handlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Quero me matricular' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('heading', { name: 'Comentários' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Favorita' })).toBeNull();
    await expect(lockedForOtherStudent.calls).toMatchObject({ progress: 0, comments: 0 });
  },
};

const freeForVisitor = counted({ ...demo(0), is_enrolled: false });

/** A non-student on a free lecture: watches and reads comments; the course's students write. */
export const FreeLectureForNonStudent: Story = {
  parameters: mswParameters(meHandlers.user(visitor), ...freeForVisitor.handlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('video-da-aula')).toBeVisible();
    await canvas.findByRole('article', { name: 'comentário de Ana Beatriz Costa' });
    await expect(await canvas.findByText('Só os alunos deste curso podem comentar.')).toBeVisible();
    await expect(canvas.queryByText(/fechados/)).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Assistida' })).toBeNull();
    await expect(canvas.queryByText(/aulas assistidas/)).toBeNull();
    await expect(freeForVisitor.calls.progress).toBe(0);
  },
};

const scheduledSoon = counted(
  courseWith({
    scheduled_for: new Date(FIXTURE_NOW.getTime() + (7 * 24 + 18) * 3_600_000).toISOString(),
    video_url: null,
  }),
);

/** Before release: the notice and the countdown; no watch, no bookmark, no progress call. */
export const ScheduledWithoutTracking: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2' },
  parameters: mswParameters(meHandlers.user(student), ...scheduledSoon.handlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aula agendada')).toBeVisible();
    await expect(canvas.getByTestId('contagem-regressiva')).toHaveTextContent(/^7 dias/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: 'Assistida' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Favorita' })).toBeNull();
    await userEvent.keyboard('m');
    await expect(scheduledSoon.calls).toMatchObject({ progress: 0, watch: 0 });
  },
};

const admin = makeUser({ id: 9, name: 'Carla Mendes', is_student: false, is_admin: true });

/** An admin (not a student of the product) reads the comments and answers as the team. */
export const AdminAnswersAsTeam: Story = {
  parameters: mswParameters(
    meHandlers.user(admin),
    ...counted({ ...demo(), is_enrolled: false }).handlers,
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: 'Escreva um comentário como equipe' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/fechados/)).toBeNull();
    await canvas.findByRole('article', { name: 'comentário de Ana Beatriz Costa' });
  },
};

/** An admin sees a draft with its label. */
export const DraftForAdmin: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2' },
  parameters: mswParameters(
    meHandlers.user(admin),
    ...world({ ...courseWith({ is_published: false }) }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/· Rascunho \(só a equipe vê esta aula\)/)).toBeVisible();
    await expect(canvas.queryByText(/Aula 2 de/)).toBeNull();
  },
};

/** The stored preferences are not known yet: a placeholder, never a default that flips. */
export const PreferencesLoading: Story = {
  parameters: mswParameters(
    meHandlers.user(student),
    mockState.loading('getPreferences'),
    ...world(demo()),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(await canvas.findByTestId('preferencias-carregando')).toBeInTheDocument();
    await expect(canvas.queryByRole('switch', { name: 'Reprodução automática' })).toBeNull();
  },
};

/** Stored preferences (auto-play on) are what the switches show from their first frame. */
export const PreferencesFromFirstFrame: Story = {
  parameters: mswParameters(
    meHandlers.user(student),
    mockEndpoint('getPreferences', { data: { auto_play: true, auto_jump: false } }),
    ...world(demo()),
  ),
  play: async ({ canvas }) => {
    const autoPlay = await canvas.findByRole('switch', { name: 'Reprodução automática' });
    // Checked the first time it is in the page: it never showed the guest default (off).
    await expect(autoPlay).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Ir para a próxima aula ao terminar' }),
    ).not.toBeChecked();
  },
};

/** The tab is named after the lecture and the course. */
export const TitleNamesLecture: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Boas-vindas ao curso' });
    await waitFor(() =>
      expect(document.title).toBe('Boas-vindas ao curso — Formação React do Zero — Aula'),
    );
  },
};

/** A touch-only device (no fine pointer): the keyboard shortcuts are not offered. */
export const TouchOnlyDevice: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Assistida' });
    await expect(canvas.queryByRole('button', { name: 'Atalhos de teclado' })).toBeNull();
  },
};

/**
 * The student's "Mostrar legendas quando houver" is on: a lecture with captions opens with them
 * showing; C turns them off and on again, and the "Legendas" menu follows (issue 35).
 */
export const CaptionsFromPreferenceAndShortcut: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2' },
  parameters: mswParameters(
    meHandlers.user(student),
    mockEndpoint('getPreferences', {
      data: { auto_play: false, auto_jump: false, captions_on: true },
    }),
    ...world(
      courseWith({
        captions: [
          {
            language: 'pt-BR',
            label: 'Português (Brasil)',
            url: '/media/demo-hls/captions-pt-BR.vtt',
          },
        ],
      }),
    ),
  ),
  play: async ({ canvas }) => {
    const video = (await canvas.findByTestId('video-da-aula')) as HTMLVideoElement;
    const menu = canvas.getByRole('combobox', { name: 'Legendas' });
    await waitFor(() => expect(menu).toHaveValue('pt-BR'));
    await waitFor(() => expect(video.textTracks[0]?.mode).toBe('showing'));
    await userEvent.keyboard('c');
    await waitFor(() => expect(menu).toHaveValue('off'));
    await expect(video.textTracks[0]?.mode).toBe('disabled');
    await userEvent.keyboard('c');
    await waitFor(() => expect(menu).toHaveValue('pt-BR'));
    await expect(video.textTracks[0]?.mode).toBe('showing');
  },
};

/** An HLS lecture with several rungs: Q focuses "Qualidade", and the arrow keys then choose. */
export const QualityShortcut: Story = {
  args: { lectureParam: '2', path: '/formacao-react/aula/2' },
  parameters: mswParameters(
    meHandlers.user(student),
    ...world(courseWith({ video_url: '/media/demo-hls/master.m3u8' })),
  ),
  beforeEach: () => {
    localStorage.removeItem('aula:player:quality');
    return () => localStorage.removeItem('aula:player:quality');
  },
  play: async ({ canvas }) => {
    // No auto-play here: the rungs are known once the video loads, on the pointer over it.
    await userEvent.hover(await canvas.findByTestId('video-da-aula'));
    const quality = await canvas.findByRole('combobox', { name: 'Qualidade' }, { timeout: 15_000 });
    await expect(quality).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await userEvent.keyboard('q');
    await expect(quality).toHaveFocus();
    await expect(quality).toHaveValue('auto');
  },
};
