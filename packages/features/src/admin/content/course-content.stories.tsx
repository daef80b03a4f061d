import type { EndpointName, Lecture, LectureRanking, Section } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mockState } from '../../testing';
import { errorResponse } from '../../testing/mock';
import {
  loadFailedStory,
  loadingStory,
  resetStoryServers,
  storyServerState,
} from '../list/drawer-list-stories';
import { CourseContent, contentMessages } from './course-content';
import { contentFixture, makeLectureVideo } from './fixtures';
import { drawerMessages } from './lecture-drawer';
import { noVideoMessages } from './lecture-fields';
import { lectureVideoOf } from './video-upload-stories';

/** Every request body the server got, by endpoint: a drop must send exactly one. */
const sent: Partial<Record<EndpointName, unknown[]>> = {};
const record = (name: EndpointName, body: unknown) => {
  sent[name] = [...(sent[name] ?? []), body];
};

type Refuse = Partial<Record<EndpointName, number>>;

/** A server holding `initial` that applies each change like the API (or refuses `refuse`'s). */
function server(initial: () => Section[], refuse: Refuse = {}) {
  const state = storyServerState(initial);
  const refused = (name: EndpointName) => {
    const status = refuse[name];
    if (!status) return null;
    return status === 422
      ? errorResponse(422, 'ValidationException', {
          message: 'A ordem enviada está desatualizada.',
          errors: { sections: ['A ordem enviada está desatualizada.'] },
        })
      : errorResponse(status, 'ServerErrorException');
  };
  const lectures = () => state.rows.flatMap((s) => s.lectures);
  return [
    csrfCookieHandler,
    meHandlers.user(),
    mockEndpoint('lectureVideo', { data: makeLectureVideo() }),
    mockEndpoint('listSections', () => ({ data: state.rows })),
    // The drawer's video field: these lectures play an external link.
    mockEndpoint('lectureVideo', { data: lectureVideoOf({ source: 'link' }) }),
    mockEndpoint('createSection', async ({ request }) => {
      const body = (await request.json()) as { title: string };
      record('createSection', body);
      const failed = refused('createSection');
      if (failed) return failed;
      const section = {
        id: state.next++,
        course_id: 1,
        title: body.title,
        position: 0,
        lectures: [],
      };
      state.rows = [...state.rows, { ...section, position: state.rows.length + 1 }];
      return { data: section };
    }),
    mockEndpoint('updateSection', async ({ request, params }) => {
      const body = (await request.json()) as { title: string };
      record('updateSection', body);
      const failed = refused('updateSection');
      if (failed) return failed;
      state.rows = state.rows.map((s) =>
        s.id === Number(params.sectionId) ? { ...s, ...body } : s,
      );
      const section = state.rows.find((s) => s.id === Number(params.sectionId));
      return section ? { data: section } : errorResponse(404);
    }),
    mockEndpoint('deleteSection', async ({ params }) => {
      record('deleteSection', params.sectionId);
      const failed = refused('deleteSection');
      if (failed) return failed;
      state.rows = state.rows.filter((s) => s.id !== Number(params.sectionId));
      return undefined;
    }),
    mockEndpoint('rankSections', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      record('rankSections', body);
      await delay(30);
      const failed = refused('rankSections');
      if (failed) return failed;
      state.rows = body.ids.map((id) => state.rows.find((s) => s.id === id) as Section);
      return undefined;
    }),
    mockEndpoint('createLecture', async ({ request }) => {
      const body = (await request.json()) as { section_id: number; title: string };
      record('createLecture', body);
      const failed = refused('createLecture');
      if (failed) return failed;
      const lecture: Lecture = {
        ...(lectures()[0] as Lecture),
        id: state.next++,
        section_id: body.section_id,
        title: body.title,
        is_free: false,
        is_published: false,
        scheduled_for: null,
        duration_seconds: null,
        video_url: null,
        description: null,
      };
      state.rows = state.rows.map((s) =>
        s.id === body.section_id ? { ...s, lectures: [...s.lectures, lecture] } : s,
      );
      return { data: lecture };
    }),
    mockEndpoint('updateLecture', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Lecture>;
      record('updateLecture', body);
      await delay(30);
      const failed = refused('updateLecture');
      if (failed) return failed;
      const id = Number(params.lectureId);
      state.rows = state.rows.map((s) => ({
        ...s,
        lectures: s.lectures.map((l) =>
          l.id === id
            ? {
                ...l,
                ...body,
                scheduled_for: body.scheduled_for
                  ? new Date(body.scheduled_for).toISOString()
                  : (body.scheduled_for ?? l.scheduled_for),
              }
            : l,
        ),
      }));
      const lecture = lectures().find((l) => l.id === id);
      return lecture ? { data: lecture } : errorResponse(404);
    }),
    mockEndpoint('deleteLecture', async ({ params }) => {
      record('deleteLecture', params.lectureId);
      const failed = refused('deleteLecture');
      if (failed) return failed;
      const id = Number(params.lectureId);
      state.rows = state.rows.map((s) => ({
        ...s,
        lectures: s.lectures.filter((l) => l.id !== id),
      }));
      return undefined;
    }),
    mockEndpoint('rankLectures', async ({ request }) => {
      const body = (await request.json()) as LectureRanking;
      record('rankLectures', body);
      await delay(30);
      const failed = refused('rankLectures');
      if (failed) return failed;
      const all = lectures();
      state.rows = state.rows.map((s) => {
        const ranked = body.sections.find((r) => r.id === s.id);
        if (!ranked) return s;
        return {
          ...s,
          lectures: ranked.lecture_ids.map((id) => ({
            ...(all.find((l) => l.id === id) as Lecture),
            section_id: s.id,
          })),
        };
      });
      return undefined;
    }),
  ];
}

const notify = fn();
const meta = {
  title: 'features/admin/CourseContent',
  component: CourseContent,
  args: { courseId: 1, notify },
  parameters: { msw: { handlers: server(contentFixture) } },
  beforeEach: () => {
    resetStoryServers();
    for (const key of Object.keys(sent)) delete sent[key as EndpointName];
    notify.mockClear();
  },
} satisfies Meta<typeof CourseContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
type Canvas = ReturnType<typeof within>;

/** Section titles, in the order shown. */
const sectionOrder = (canvas: Canvas) =>
  canvas.getAllByTestId('section-title').map((title: HTMLElement) => title.textContent);
/** Lecture titles of a section, in the order shown. */
const lectureOrder = (canvas: Canvas, section: string) =>
  within(canvas.getByRole('list', { name: contentMessages.lecturesLabel(section) }))
    .getAllByTestId('lecture')
    .map((row: HTMLElement) => within(row).getAllByRole('button')[0]?.textContent);
/** Waits until the lectures of `section` read `titles`, in that order. */
const lecturesBecome = (canvas: Canvas, section: string, titles: string[]) =>
  waitFor(() => expect(lectureOrder(canvas, section)).toEqual(titles));
/** The drop sent one rankLectures, naming each section it touched: `[id, lecture ids]`. */
const rankedOnce = (...sections: [number, number[]][]) =>
  waitFor(() =>
    expect(sent.rankLectures).toEqual([
      { sections: sections.map(([id, lecture_ids]) => ({ id, lecture_ids })) },
    ]),
  );
const rowOf = (canvas: Canvas, title: string) =>
  canvas
    .getAllByTestId('lecture')
    .find((row: HTMLElement) => within(row).queryByRole('button', { name: title })) ??
  (() => {
    throw new Error(`no row "${title}"`);
  })();

/** A key press on the focused element; dnd-kit reads `event.code`, so both are set. */
const press = async (key: string, code: string) => {
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key, code });
  fireEvent.keyUp(target, { key, code });
  await new Promise((resolve) => setTimeout(resolve, 150));
};

/** Lifts the focused handle and waits until dnd-kit says so (it measures the lists first). */
const lift = async (root: HTMLElement) => {
  await press(' ', 'Space');
  await waitFor(() =>
    expect(liveRegions(root).some((region) => region.textContent?.includes('levantada'))).toBe(
      true,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 150));
};

/** dnd-kit's live region for a list (the newest one belongs to the last list mounted). */
const liveRegions = (root: HTMLElement) => [
  ...root.ownerDocument.querySelectorAll<HTMLElement>('[id^="DndLiveRegion"]'),
];

/**
 * Drags `handle` onto `target` with the pointer, in small moves (dnd-kit starts after 4 px);
 * `during` runs before the release (nothing may be sent while hovering).
 */
async function drag(handle: HTMLElement, target: HTMLElement, during?: () => unknown) {
  const from = handle.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const x0 = from.left + from.width / 2;
  const y0 = from.top + from.height / 2;
  const x1 = to.left + Math.min(to.width / 2, 40);
  const y1 = to.top + to.height / 2 + 4;
  const pointer = { pointerId: 1, isPrimary: true, button: 0, buttons: 1 };
  fireEvent.pointerDown(handle, { ...pointer, clientX: x0, clientY: y0 });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    fireEvent.pointerMove(handle.ownerDocument, {
      ...pointer,
      clientX: x0 + ((x1 - x0) * i) / steps,
      clientY: y0 + ((y1 - y0) * i) / steps,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await during?.();
  fireEvent.pointerUp(handle.ownerDocument, { ...pointer, clientX: x1, clientY: y1 });
}

const loaded = async (canvas: Canvas) => {
  await canvas.findAllByTestId('section');
};
/** Loaded, and dnd-kit's live region mounted (an effect after the lists): keys may start. */
const loadedWithLiveRegion = async (canvas: Canvas, root: HTMLElement) => {
  await loaded(canvas);
  await waitFor(() => expect(liveRegions(root).length).toBeGreaterThan(0));
};
/** Lifts the item of the handle named `handle` by keyboard, presses `arrows`, then drops or cancels. */
async function moveByKeyboard(
  canvas: Canvas,
  root: HTMLElement,
  handle: string,
  arrows: ('ArrowDown' | 'ArrowUp')[],
  end: 'drop' | 'cancel',
) {
  await loadedWithLiveRegion(canvas, root);
  canvas.getByRole('button', { name: handle }).focus();
  await lift(root);
  for (const arrow of arrows) await press(arrow, arrow);
  await (end === 'drop' ? press(' ', 'Space') : press('Escape', 'Escape'));
}

/** Sections with their lectures, durations and the badges of each state. */
export const List: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(sectionOrder(canvas)).toEqual([
      'Primeiros passos',
      'Componentes',
      'Projeto final',
    ]);
    await expect(lectureOrder(canvas, 'Primeiros passos')).toEqual([
      'Boas-vindas',
      'Instalando o ambiente',
      'Seu primeiro componente',
    ]);
    const welcome = within(rowOf(canvas, 'Boas-vindas'));
    await expect(welcome.getByText('3:20')).toBeVisible();
    await expect(
      welcome.getByText(contentMessages.free, { selector: '[data-slot="badge"]' }),
    ).toBeVisible();
    await expect(welcome.getByRole('switch', { name: 'Grátis: Boas-vindas' })).toBeChecked();
    const draft = within(rowOf(canvas, 'Seu primeiro componente'));
    await expect(draft.getByText(contentMessages.draft)).toBeVisible();
    await expect(
      draft.getByRole('switch', { name: 'Publicada: Seu primeiro componente' }),
    ).not.toBeChecked();
    const scheduled = within(rowOf(canvas, 'Props e estado'));
    await expect(scheduled.getByText('Agendada para 25 de nov., 14:00')).toBeVisible();
    await expect(within(rowOf(canvas, 'Listas e chaves')).getByText('1:02:03')).toBeVisible();
    await expect(canvas.getByText(contentMessages.noLectures)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Mover seção Primeiros passos' }),
    ).toBeVisible();
  },
};

/** A course without sections: the empty state adds the first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: server(() => []) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(contentMessages.emptyTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.addSection }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: contentMessages.newSectionName }),
      'Introdução{Enter}',
    );
    await expect(await canvas.findByRole('button', { name: 'Introdução' })).toBeVisible();
    await waitFor(() => expect(sent.createSection).toEqual([{ title: 'Introdução' }]));
  },
};

export const Loading: Story = loadingStory('listSections', 'content-loading');

export const LoadFailed: Story = loadFailedStory('listSections', contentMessages.loadError);

/** Add a section at the end: Enter saves; Escape cancels without a request. */
export const AddSection: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.addSection }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: contentMessages.newSectionName }),
      'Rascunho{Escape}',
    );
    await expect(
      canvas.queryByRole('textbox', { name: contentMessages.newSectionName }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: contentMessages.addSection }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: contentMessages.newSectionName }),
      'Bônus{Enter}',
    );
    await expect(await canvas.findByRole('button', { name: 'Bônus' })).toBeVisible();
    await waitFor(() => expect(sectionOrder(canvas).at(-1)).toBe('Bônus'));
    await waitFor(() => expect(sent.createSection).toEqual([{ title: 'Bônus' }]));
  },
};

/** Rename in place: the title (or "Renomear") opens the field; Enter saves, Escape cancels. */
export const RenameSection: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Componentes' }));
    const field = canvas.getByRole('textbox', { name: contentMessages.sectionName });
    await expect(field).toHaveValue('Componentes');
    await userEvent.type(field, ' extras{Escape}');
    await expect(canvas.getByRole('button', { name: 'Componentes' })).toBeVisible();
    await expect(sent.updateSection).toBeUndefined();
    await userEvent.click(
      canvas.getByRole('button', { name: contentMessages.renameSection('Componentes') }),
    );
    const again = canvas.getByRole('textbox', { name: contentMessages.sectionName });
    await userEvent.clear(again);
    await userEvent.type(again, 'Componentes e hooks{Enter}');
    await expect(canvas.getByRole('button', { name: 'Componentes e hooks' })).toBeVisible();
    await waitFor(() => expect(sent.updateSection).toEqual([{ title: 'Componentes e hooks' }]));
  },
};

/** Deleting a section says how many lectures go with it. */
export const DeleteSectionConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: contentMessages.deleteSection('Primeiros passos') }),
    );
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await waitFor(() =>
      expect(dialog.getByText('A seção e suas 3 aulas serão excluídas.')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(sectionOrder(canvas)).toEqual(['Componentes', 'Projeto final']));
    await waitFor(() => expect(sent.deleteSection).toEqual(['1']));
  },
};

/** A new lecture is a draft at the end of its section. */
export const AddLecture: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: contentMessages.addLectureIn('Componentes') }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: contentMessages.newLectureTitle }),
      'Efeitos{Enter}',
    );
    await lecturesBecome(canvas, 'Componentes', ['Props e estado', 'Listas e chaves', 'Efeitos']);
    await waitFor(() =>
      expect(sent.createLecture).toEqual([
        { section_id: 2, title: 'Efeitos', is_published: false },
      ]),
    );
    await waitFor(() =>
      expect(within(rowOf(canvas, 'Efeitos')).getByText(contentMessages.draft)).toBeVisible(),
    );
  },
};

/** Free and published switch on the row, each one request; the badges follow at once. */
export const QuickToggles: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const row = within(rowOf(canvas, 'Listas e chaves'));
    await userEvent.click(row.getByRole('switch', { name: 'Grátis: Listas e chaves' }));
    await expect(
      row.getByText(contentMessages.free, { selector: '[data-slot="badge"]' }),
    ).toBeVisible();
    const draft = within(rowOf(canvas, 'Seu primeiro componente'));
    await userEvent.click(
      draft.getByRole('switch', { name: 'Publicada: Seu primeiro componente' }),
    );
    // It has no video: publishing asks first (PublishWithoutVideo).
    await userEvent.click(
      await body(canvasElement).findByRole('button', { name: noVideoMessages.confirm }),
    );
    await waitFor(() => expect(draft.queryByText(contentMessages.draft)).toBeNull());
    // Two requests in flight at once: the handler may read the second body first.
    await waitFor(() => expect(sent.updateLecture).toHaveLength(2));
    await expect(sent.updateLecture).toEqual(
      expect.arrayContaining([{ is_free: true }, { is_published: true }]),
    );
  },
};

/**
 * A lecture without a video says so on its row; publishing it asks first, since students would
 * see "O vídeo desta aula ainda não está disponível" (issue 33). Cancelling sends nothing.
 */
export const PublishWithoutVideo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const row = within(rowOf(canvas, 'Seu primeiro componente'));
    await expect(row.getByTestId('sem-video')).toHaveTextContent(noVideoMessages.badge);
    // Lectures with a video have no such badge.
    await expect(within(rowOf(canvas, 'Boas-vindas')).queryByTestId('sem-video')).toBeNull();
    const toggle = row.getByRole('switch', { name: 'Publicada: Seu primeiro componente' });

    await userEvent.click(toggle);
    let dialog = within(await body(canvasElement).findByRole('alertdialog'));
    // It fades in: visible once its animation has run.
    await waitFor(() =>
      expect(
        dialog.getByRole('heading', {
          name: noVideoMessages.confirmTitle('Seu primeiro componente'),
        }),
      ).toBeVisible(),
    );
    await expect(dialog.getByText(noVideoMessages.confirmDescription)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(sent.updateLecture).toBeUndefined();

    await userEvent.click(toggle);
    dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: noVideoMessages.confirm }));
    await waitFor(() => expect(sent.updateLecture).toEqual([{ is_published: true }]));
    await waitFor(() => expect(row.queryByText(contentMessages.draft)).toBeNull());
    // Still without a video: the badge stays, now as a problem students see.
    await expect(row.getByTestId('sem-video')).toHaveAttribute('data-color', 'error');
    // A lecture with a video publishes at once; unpublishing never asks.
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(sent.updateLecture).toEqual([{ is_published: true }, { is_published: false }]),
    );
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** Sections by keyboard: space lifts, arrow moves, space drops: one rankSections. */
export const KeyboardReorderSections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await moveByKeyboard(
      canvas,
      canvasElement,
      'Mover seção Primeiros passos',
      ['ArrowDown'],
      'drop',
    );
    await waitFor(() =>
      expect(sectionOrder(canvas)).toEqual(['Componentes', 'Primeiros passos', 'Projeto final']),
    );
    await waitFor(() => expect(sent.rankSections).toEqual([{ ids: [2, 1, 3] }]));
    await expect(sent.rankLectures).toBeUndefined();
  },
};

/** Lectures by keyboard inside their section: one rankLectures naming that section. */
export const KeyboardReorderLectures: Story = {
  play: async ({ canvas, canvasElement }) => {
    await moveByKeyboard(
      canvas,
      canvasElement,
      'Mover Boas-vindas',
      ['ArrowDown', 'ArrowDown'],
      'drop',
    );
    await lecturesBecome(canvas, 'Primeiros passos', [
      'Instalando o ambiente',
      'Seu primeiro componente',
      'Boas-vindas',
    ]);
    await rankedOnce([1, [12, 13, 11]]);
    await expect(sent.rankSections).toBeUndefined();
  },
};

/** A pointer drag with small moves (dnd-kit starts after 4 px): one request at the drop only. */
export const DragReorderLectures: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const handle = canvas.getByRole('button', { name: 'Mover Boas-vindas' });
    await drag(handle, canvas.getByRole('button', { name: 'Mover Instalando o ambiente' }), () =>
      expect(sent.rankLectures).toBeUndefined(),
    );
    await lecturesBecome(canvas, 'Primeiros passos', [
      'Instalando o ambiente',
      'Boas-vindas',
      'Seu primeiro componente',
    ]);
    await rankedOnce([1, [12, 11, 13]]);
  },
};

/**
 * By keyboard across sections: from the last place of a section, the arrow takes the lecture to the
 * next section (announced with the section's name); one rankLectures naming both sections.
 */
export const KeyboardMoveAcrossSections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loadedWithLiveRegion(canvas, canvasElement);
    const region = () => liveRegions(canvasElement).at(-1) as HTMLElement;
    canvas.getByRole('button', { name: 'Mover Seu primeiro componente' }).focus();
    await lift(canvasElement);
    await expect(region()).toHaveTextContent(
      'Aula Seu primeiro componente levantada, na seção Primeiros passos, posição 3 de 3.',
    );
    await press('ArrowDown', 'ArrowDown');
    await waitFor(() =>
      expect(region()).toHaveTextContent(
        'Aula Seu primeiro componente movida para a seção Componentes, posição 1 de 3.',
      ),
    );
    await expect(sent.rankLectures).toBeUndefined();
    await press(' ', 'Space');
    await lecturesBecome(canvas, 'Componentes', [
      'Seu primeiro componente',
      'Props e estado',
      'Listas e chaves',
    ]);
    await rankedOnce([2, [13, 21, 22]], [1, [11, 12]]);
  },
};

/** Escape while moving across sections puts everything back and sends nothing. */
export const KeyboardMoveCancelled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await moveByKeyboard(
      canvas,
      canvasElement,
      'Mover Seu primeiro componente',
      ['ArrowDown'],
      'cancel',
    );
    await lecturesBecome(canvas, 'Primeiros passos', [
      'Boas-vindas',
      'Instalando o ambiente',
      'Seu primeiro componente',
    ]);
    await expect(lectureOrder(canvas, 'Componentes')).toEqual([
      'Props e estado',
      'Listas e chaves',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(sent.rankLectures).toBeUndefined();
  },
};

/** Dragging a lecture onto an empty section: one request, at the drop. */
export const DragToEmptySection: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const handle = canvas.getByRole('button', { name: 'Mover Listas e chaves' });
    const zone = canvas.getByText(contentMessages.noLectures);
    await drag(handle, zone);
    await lecturesBecome(canvas, 'Projeto final', ['Listas e chaves']);
    await rankedOnce([3, [22]], [2, [21]]);
  },
};

/** "Mover para…" sends the lecture to the end of another section: both sections, one request. */
export const MoveToSection: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para… (Boas-vindas)' }));
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: 'Componentes' }),
    );
    await lecturesBecome(canvas, 'Componentes', [
      'Props e estado',
      'Listas e chaves',
      'Boas-vindas',
    ]);
    await expect(lectureOrder(canvas, 'Primeiros passos')).toEqual([
      'Instalando o ambiente',
      'Seu primeiro componente',
    ]);
    await rankedOnce([2, [21, 22, 11]], [1, [12, 13]]);
  },
};

/** The menu from the keyboard: Enter opens it, arrows pick the section, Enter moves. */
export const MoveToSectionByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    canvas.getByRole('button', { name: 'Mover para… (Listas e chaves)' }).focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await lecturesBecome(canvas, 'Projeto final', ['Listas e chaves']);
    await rankedOnce([3, [22]], [2, [21]]);
  },
};

/** A refused move: the previous order comes back and a toast says so. */
export const RollbackAfterRefusedMove: Story = {
  parameters: { msw: { handlers: server(contentFixture, { rankLectures: 422 }) } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Mover para… (Boas-vindas)' }));
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: 'Projeto final' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', contentMessages.failed.moveLecture),
    );
    await expect(lectureOrder(canvas, 'Primeiros passos')).toEqual([
      'Boas-vindas',
      'Instalando o ambiente',
      'Seu primeiro componente',
    ]);
    await expect(canvas.getByText(contentMessages.noLectures)).toBeVisible();
    await expect(sent.rankLectures).toHaveLength(1);
  },
};

/** A refused section reorder (500): the order is restored. */
export const RollbackAfterRefusedReorder: Story = {
  parameters: { msw: { handlers: server(contentFixture, { rankSections: 500 }) } },
  play: async ({ canvas, canvasElement }) => {
    await moveByKeyboard(canvas, canvasElement, 'Mover seção Projeto final', ['ArrowUp'], 'drop');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', contentMessages.failed.rankSections),
    );
    await waitFor(() =>
      expect(sectionOrder(canvas)).toEqual(['Primeiros passos', 'Componentes', 'Projeto final']),
    );
    await expect(sent.rankSections).toEqual([{ ids: [1, 3, 2] }]);
  },
};

/** A refused toggle: the switch goes back. */
export const RollbackAfterRefusedToggle: Story = {
  parameters: { msw: { handlers: server(contentFixture, { updateLecture: 500 }) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const free = canvas.getByRole('switch', { name: 'Grátis: Boas-vindas' });
    await userEvent.click(free);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', contentMessages.failed.updateLecture),
    );
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'Grátis: Boas-vindas' })).toBeChecked(),
    );
  },
};

async function openDrawer(canvas: Canvas, element: HTMLElement, title: string) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: title }));
  return within(await body(element).findByRole('dialog', { name: drawerMessages.title }));
}

/** The drawer opens from the title with the lecture's values. */
export const DrawerOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const drawer = await openDrawer(canvas, canvasElement, 'Instalando o ambiente');
    await expect(drawer.getByRole('textbox', { name: /Título/ })).toHaveValue(
      'Instalando o ambiente',
    );
    await expect(drawer.getByRole('textbox', { name: /Duração/ })).toHaveValue('12:05');
    await expect(drawer.getByRole('heading', { name: 'O que você vai aprender' })).toBeVisible();
  },
};

/** Setting the release date in the drawer: the row shows "Agendada para…", in São Paulo time. */
export const DrawerSchedule: Story = {
  play: async ({ canvas, canvasElement }) => {
    const drawer = await openDrawer(canvas, canvasElement, 'Listas e chaves');
    await userEvent.type(drawer.getByRole('textbox', { name: /Liberar em/ }), '28/11/2026{Enter}');
    const time = drawer.getByRole('textbox', { name: 'Hora' });
    await userEvent.clear(time);
    await userEvent.type(time, '1430');
    await userEvent.tab();
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: drawerMessages.title })).toBeNull(),
    );
    await expect(
      within(rowOf(canvas, 'Listas e chaves')).getByText('Agendada para 28 de nov., 14:30'),
    ).toBeVisible();
    await expect(sent.updateLecture).toEqual([
      expect.objectContaining({ scheduled_for: '2026-11-28T14:30:00-03:00' }),
    ]);
    await expect(notify).toHaveBeenCalledWith('success', contentMessages.saved);
  },
};

/** The server refuses the drawer's save: the error sits on its field, the values stay. */
export const DrawerServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockState.validation('updateLecture', {
          video_url: ['O endereço do vídeo não pôde ser lido.'],
        }),
        ...server(contentFixture),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const drawer = await openDrawer(canvas, canvasElement, 'Boas-vindas');
    const title = drawer.getByRole('textbox', { name: /Título/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Boas-vindas ao curso');
    const url = await drawer.findByRole('textbox', { name: /Endereço do vídeo/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://video.exemplo.com/x.mp4');
    await userEvent.click(drawer.getByRole('button', { name: drawerMessages.save }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining('não pôde ser lido')),
    );
    await expect(title).toHaveValue('Boas-vindas ao curso');
    await expect(url).toHaveValue('https://video.exemplo.com/x.mp4');
    // The row went back to what the server holds (the page behind the drawer is aria-hidden).
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Boas-vindas', hidden: true })).toBeInTheDocument(),
    );
  },
};
