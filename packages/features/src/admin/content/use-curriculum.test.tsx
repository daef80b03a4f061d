import type { Section } from '@aula/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiAdapter } from '../../api/api-adapter';
import { ApiProvider } from '../../api/api-provider';
import { contentMessages } from './content-messages';
import { contentFixture } from './fixtures';
import { isTemp, useCurriculum } from './use-curriculum';

function wrapper(adapter: Partial<ApiAdapter>) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider adapter={adapter as ApiAdapter}>{children}</ApiProvider>
    </SWRConfig>
  );
}

/** A request the test answers or refuses when it wants: the change stays on screen until then. */
function held() {
  let settle = { resolve: () => {}, reject: (_error: Error) => {} };
  const call = vi.fn(
    (_input: unknown) =>
      new Promise<never>((resolve, reject) => {
        settle = { resolve: () => resolve({} as never), reject };
      }),
  );
  return { call, resolve: () => settle.resolve(), reject: () => settle.reject(new Error('500')) };
}

const titles = (sections: Section[]) => sections.map((s) => s.title);
const lectureIds = (sections: Section[]) => sections.map((s) => s.lectures.map((l) => l.id));

async function setup(adapter: Partial<ApiAdapter>, server: () => Section[] = contentFixture) {
  const notify = vi.fn();
  const listSections = vi.fn(async () => ({ data: server() }));
  const view = renderHook(() => useCurriculum(1, notify), {
    wrapper: wrapper({ listSections, ...adapter }),
  });
  await waitFor(() => expect(view.result.current.sections).toHaveLength(3));
  return { ...view, notify, listSections };
}

describe('useCurriculum', () => {
  it('reads the course’s sections', async () => {
    const { result, listSections } = await setup({});
    expect(listSections).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(titles(result.current.sections)).toEqual([
      'Primeiros passos',
      'Componentes',
      'Projeto final',
    ]);
  });

  it('shows a new section at once, pending, and reads the list again once it is saved', async () => {
    const create = held();
    const { result, listSections, notify } = await setup({ createSection: create.call });
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saving = result.current.addSection('Bônus');
    });
    await waitFor(() => expect(result.current.sections).toHaveLength(4));
    const added = result.current.sections[3] as Section;
    expect(added).toMatchObject({ title: 'Bônus', position: 4, lectures: [] });
    expect(isTemp(added.id)).toBe(true);
    expect(create.call).toHaveBeenCalledWith({ params: { id: 1 }, body: { title: 'Bônus' } });
    await act(async () => {
      create.resolve();
      await expect(saving).resolves.toBe(true);
    });
    await waitFor(() => expect(listSections).toHaveBeenCalledTimes(2));
    expect(notify).not.toHaveBeenCalled();
  });

  it('rolls a refused rename back, says so in a toast, and reads the list again', async () => {
    const update = held();
    const { result, listSections, notify } = await setup({ updateSection: update.call });
    const first = result.current.sections[0] as Section;
    let saving: Promise<boolean> = Promise.resolve(true);
    act(() => {
      saving = result.current.renameSection(first, 'Começando');
    });
    await waitFor(() => expect(result.current.sections[0]?.title).toBe('Começando'));
    await act(async () => {
      update.reject();
      await expect(saving).resolves.toBe(false);
    });
    expect(result.current.sections[0]?.title).toBe('Primeiros passos');
    expect(notify).toHaveBeenCalledWith('error', contentMessages.failed.renameSection);
    await waitFor(() => expect(listSections.mock.calls.length).toBeGreaterThan(1));
  });

  it('sends nothing for a rename to the same title or a move that moves nothing', async () => {
    const updateSection = vi.fn();
    const rankSections = vi.fn();
    const { result } = await setup({ updateSection, rankSections });
    const first = result.current.sections[0] as Section;
    await act(async () => {
      await expect(result.current.renameSection(first, first.title)).resolves.toBe(true);
      await expect(result.current.reorderSections(1, 1)).resolves.toBe(true);
    });
    expect(updateSection).not.toHaveBeenCalled();
    expect(rankSections).not.toHaveBeenCalled();
  });

  it('moves a lecture to another section in one request, and puts it back when refused', async () => {
    const rank = held();
    const { result, notify } = await setup({ rankLectures: rank.call });
    const welcome = result.current.sections[0]?.lectures[0];
    if (!welcome) throw new Error('no lecture');
    let moving: Promise<boolean> = Promise.resolve(true);
    act(() => {
      moving = result.current.placeLecture(welcome, 3, 0);
    });
    await waitFor(() =>
      expect(lectureIds(result.current.sections)).toEqual([[12, 13], [21, 22], [11]]),
    );
    expect(rank.call).toHaveBeenCalledWith({
      params: { id: 1 },
      body: {
        sections: [
          { id: 3, lecture_ids: [11] },
          { id: 1, lecture_ids: [12, 13] },
        ],
      },
    });
    await act(async () => {
      rank.reject();
      await moving;
    });
    expect(lectureIds(result.current.sections)).toEqual([[11, 12, 13], [21, 22], []]);
    expect(notify).toHaveBeenCalledWith('error', contentMessages.failed.moveLecture);
  });

  it('reorders sections with every id in the new order', async () => {
    const rankSections = vi.fn(async () => undefined);
    const { result } = await setup({ rankSections });
    await act(async () => {
      await result.current.reorderSections(0, 2);
    });
    expect(rankSections).toHaveBeenCalledWith({ params: { id: 1 }, body: { ids: [2, 3, 1] } });
  });

  it('hands a refused drawer save back to the form instead of a toast', async () => {
    const error = new Error('422');
    const updateLecture = vi.fn(async () => {
      throw error;
    });
    const { result, notify } = await setup({ updateLecture });
    const welcome = result.current.sections[0]?.lectures[0];
    if (!welcome) throw new Error('no lecture');
    await act(async () => {
      await expect(
        result.current.saveLecture(welcome, { title: 'Oi' }, { rethrow: true }),
      ).rejects.toBe(error);
    });
    expect(updateLecture).toHaveBeenCalledWith({
      params: { id: 1, lectureId: 11 },
      body: { title: 'Oi' },
    });
    expect(result.current.sections[0]?.lectures[0]?.title).toBe('Boas-vindas');
    expect(notify).not.toHaveBeenCalled();
  });

  it('removes a lecture at once and keeps it gone once the server agrees', async () => {
    const deleteLecture = vi.fn(async () => undefined);
    let server = contentFixture();
    const { result } = await setup({ deleteLecture }, () => server);
    const welcome = result.current.sections[0]?.lectures[0];
    if (!welcome) throw new Error('no lecture');
    server = server.map((s) => ({ ...s, lectures: s.lectures.filter((l) => l.id !== 11) }));
    await act(async () => {
      await expect(result.current.removeLecture(welcome)).resolves.toBe(true);
    });
    expect(lectureIds(result.current.sections)[0]).toEqual([12, 13]);
    expect(deleteLecture).toHaveBeenCalledWith({ params: { id: 1, lectureId: 11 } });
  });
});
