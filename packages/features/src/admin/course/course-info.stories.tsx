import { type Course, type CourseInput, IMAGE_DIMENSIONS_MESSAGE } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makePng, pickFile } from '../../shared/image-picker.story-helpers';
import { loadErrorStory } from '../../shared/query-state.story-helpers';
import {
  makeCourse,
  makeProduct,
  mockEndpoint,
  mockState,
  mswParameters,
  signedIn,
  toSummary,
} from '../../testing';
import { CourseInfo, courseInfoMessages } from './course-info';
import { coverImageMessages } from './cover-image';

const COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1d4ed8"/><circle cx="8" cy="4.5" r="3" fill="#fde68a"/></svg>',
)}`;
const NEW_COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#15803d"/></svg>',
)}`;

const frontEnd = makeProduct({ id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' });
const dados = makeProduct({ id: 2, slug: 'dados-com-python', title: 'Dados com Python' });
const course: Course = {
  ...makeCourse({
    id: 1,
    slug: 'react-do-zero',
    title: 'React do zero',
    description: 'Do primeiro componente ao deploy.',
    cover_url: COVER,
  }),
  product: { id: 1, slug: frontEnd.slug, title: frontEnd.title },
  is_published: true,
};

/** A server holding `initial`: read, save (a taken slug refused), cover upload and removal. */
const resets: (() => void)[] = [];
function server(initial: Course, options: { slowSave?: boolean } = {}) {
  let current = initial;
  resets.push(() => {
    current = initial;
  });
  const summary = () => ({ ...toSummary(current), product: current.product });
  return [
    ...signedIn(),
    mockEndpoint('listProducts', { data: [frontEnd, dados] }),
    mockEndpoint('getCourse', () => ({ data: current })),
    mockEndpoint('updateCourse', async ({ request }) => {
      const body = (await request.json()) as CourseInput;
      if (options.slowSave) await delay(400);
      const product = [frontEnd, dados].find((p) => p.id === body.product_id) ?? frontEnd;
      current = {
        ...current,
        title: body.title,
        slug: body.slug,
        description: body.description ?? null,
        product: { id: product.id, slug: product.slug, title: product.title },
        is_published: body.is_published ?? current.is_published,
      };
      return { data: summary() };
    }),
    mockEndpoint('updateCourseCover', () => {
      current = { ...current, cover_url: NEW_COVER };
      return { data: summary() };
    }),
    mockEndpoint('deleteCourseCover', () => {
      current = { ...current, cover_url: null };
      return { data: summary() };
    }),
  ];
}

const meta = {
  title: 'features/admin/CourseInfo',
  component: CourseInfo,
  args: { courseId: 1, notify: fn(), onDirtyChange: fn() },
  parameters: { msw: { handlers: server(course) } },
  beforeEach: () => {
    for (const reset of resets) reset();
  },
} satisfies Meta<typeof CourseInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (element: HTMLElement) => within(element.ownerDocument.body);
const ready = (canvas: Canvas) => canvas.findByRole('textbox', { name: /Título/ });
const save = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: courseInfoMessages.save }));

/** A `width` × `height` red PNG drawn in the browser. */
const makeCover = (width: number, height: number) =>
  makePng(width, height, 'capa.png', ['#dc2626', '#dc2626']);

const pick = (canvasElement: HTMLElement, file: File) =>
  pickFile(canvasElement, 'cover-input', file);

/** Once the form is shown: a small cover picked and "Salvar capa" pressed. */
async function pickAndSaveCover(canvas: Canvas, canvasElement: HTMLElement) {
  await ready(canvas);
  pick(canvasElement, await makeCover(320, 180));
  await userEvent.click(await canvas.findByRole('button', { name: courseInfoMessages.saveCover }));
}

/** The course as saved: its fields, its product, the switch on, its cover; nothing unsaved. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(await ready(canvas)).toHaveValue('React do zero');
    await expect(canvas.getByRole('textbox', { name: /Endereço \(slug\)/ })).toHaveValue(
      'react-do-zero',
    );
    await expect(canvas.getByRole('textbox', { name: /Descrição/ })).toHaveValue(
      'Do primeiro componente ao deploy.',
    );
    await expect(canvas.getByRole('combobox', { name: /Produto/ })).toHaveValue('1');
    await expect(canvas.getByRole('switch', { name: courseInfoMessages.published })).toBeChecked();
    await expect(canvas.getByRole('img', { name: courseInfoMessages.currentCover })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: courseInfoMessages.removeCover }),
    ).toBeEnabled();
    await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true);
  },
};

export const Loading: Story = {
  parameters: mswParameters(...signedIn(), mockState.loading('getCourse')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('course-info-loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = loadErrorStory(
  [
    ...signedIn(),
    mockEndpoint('listProducts', { data: [frontEnd] }),
    mockState.error('getCourse', 500, 'ServerErrorException'),
  ],
  courseInfoMessages.loadError,
);

/** An edit makes the screen dirty; saving shows the busy button, then a toast, and it is clean. */
export const Saving: Story = {
  parameters: { msw: { handlers: server(course, { slowSave: true }) } },
  play: async ({ canvas, args }) => {
    const title = await ready(canvas);
    await userEvent.clear(title);
    await userEvent.type(title, 'React do zero ao deploy');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await save(canvas);
    const button = canvas.getByRole('button', { name: courseInfoMessages.save });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', courseInfoMessages.saved, {
        id: 'curso-informacoes',
      }),
    );
    await expect(title).toHaveValue('React do zero ao deploy');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** A slug another course has: the server's pt-BR message on the slug; everything typed stays. */
export const TakenSlug: Story = {
  parameters: mswParameters(
    mockState.validation('updateCourse', {
      slug: ['Este endereço (slug) já está em uso por outro curso.'],
    }),
    ...server(course),
  ),
  play: async ({ canvas, args }) => {
    const title = await ready(canvas);
    await userEvent.clear(title);
    await userEvent.type(title, 'Python do zero');
    const slug = canvas.getByRole('textbox', { name: /Endereço \(slug\)/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'python-para-analise-de-dados');
    await save(canvas);
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('Este endereço (slug) já está em uso por outro curso.'),
      ),
    );
    await expect(slug).toHaveFocus();
    await expect(slug).toHaveValue('python-para-analise-de-dados');
    await expect(title).toHaveValue('Python do zero');
    await expect(args.notify).not.toHaveBeenCalled();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

/** A bad slug is refused before anything is sent, in pt-BR. */
export const InvalidFields: Story = {
  play: async ({ canvas, args }) => {
    const title = await ready(canvas);
    await userEvent.clear(title);
    const slug = canvas.getByRole('textbox', { name: /Endereço \(slug\)/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Com Espaço');
    await save(canvas);
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription(expect.stringMatching(/Título/));
    await expect(slug).toHaveAccessibleDescription(expect.stringMatching(/Endereço/));
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** The published switch: off makes the course a draft when saved; on again publishes it. */
export const PublishedSwitch: Story = {
  parameters: { msw: { handlers: server(course) } },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    const toggle = canvas.getByRole('switch', { name: courseInfoMessages.published });
    await expect(toggle).toHaveAccessibleDescription(courseInfoMessages.publishedHint);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await save(canvas);
    await waitFor(() => expect(args.notify).toHaveBeenCalledTimes(1));
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await save(canvas);
    await waitFor(() => expect(args.notify).toHaveBeenCalledTimes(2));
    await expect(toggle).toBeChecked();
  },
};

/** A draft course without a cover: the switch is off and the cover says there is none. */
export const DraftWithoutCover: Story = {
  parameters: {
    msw: { handlers: server({ ...course, is_published: false, cover_url: null }) },
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(
      canvas.getByRole('switch', { name: courseInfoMessages.published }),
    ).not.toBeChecked();
    await expect(canvas.getByText(courseInfoMessages.noCover)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: courseInfoMessages.chooseCover }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: courseInfoMessages.removeCover })).toBeNull();
  },
};

/** A picked image is shown before it is sent; saving uploads it and shows the new cover. */
export const CoverPreviewAndSave: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    pick(canvasElement, await makeCover(1600, 900));
    const preview = await canvas.findByRole('img', { name: courseInfoMessages.preview });
    await expect(preview).toBeVisible();
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: courseInfoMessages.saveCover }));
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', courseInfoMessages.coverSaved, {
        id: 'curso-capa',
      }),
    );
    const cover = await canvas.findByRole('img', { name: courseInfoMessages.currentCover });
    await expect(cover).toHaveAttribute('src', NEW_COVER);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** A file that is not JPEG, PNG or WebP is refused in pt-BR before anything is sent. */
export const CoverRefusedType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    pick(canvasElement, new File(['<svg/>'], 'capa.svg', { type: 'image/svg+xml' }));
    await expect(await canvas.findByText(coverImageMessages.type)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: courseInfoMessages.preview })).toBeNull();
    await expect(canvas.getByRole('img', { name: courseInfoMessages.currentCover })).toBeVisible();
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** The server refuses the bytes (422 on `cover`): its message shows; the preview stays. */
export const CoverRefusedByServer: Story = {
  parameters: mswParameters(
    mockState.validation('updateCourseCover', {
      cover: ['Envie uma imagem JPEG, PNG ou WebP.'],
    }),
    ...server(course),
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await pickAndSaveCover(canvas, canvasElement);
    await expect(await canvas.findByText('Envie uma imagem JPEG, PNG ou WebP.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: courseInfoMessages.preview })).toBeVisible();
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** "Remover capa" asks first, then removes it: the course shows it has none. */
export const CoverRemove: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: courseInfoMessages.removeCover }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: courseInfoMessages.removeTitle,
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: courseInfoMessages.removeConfirm }),
    );
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', courseInfoMessages.coverRemoved, {
        id: 'curso-capa',
      }),
    );
    await expect(await canvas.findByText(courseInfoMessages.noCover)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: courseInfoMessages.currentCover })).toBeNull();
  },
};

/** The server reads a size past 8000 px or 40 megapixels in the header (issue 33): said in pt-BR. */
export const CoverRefusedDimensions: Story = {
  parameters: mswParameters(
    mockState.validation('updateCourseCover', { cover: [IMAGE_DIMENSIONS_MESSAGE] }),
    ...server(course),
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await pickAndSaveCover(canvas, canvasElement);
    await expect(await canvas.findByText(IMAGE_DIMENSIONS_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('img', { name: courseInfoMessages.preview })).toBeVisible();
    await expect(args.notify).not.toHaveBeenCalled();
  },
};
