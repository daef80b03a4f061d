import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { makeLecture } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import {
  LectureActions,
  LectureHeader,
  LectureNavigation,
  LectureNotFound,
  PreferenceSwitches,
} from './lecture-parts';

/** The lecture's parts, each state on its own (the CoursePlayer stories show them together). */
const meta = {
  title: 'features/player/LectureParts',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const lecture = makeLecture({ id: 1, position: 3, title: 'Componentes e props' });
const onWatched = fn();
const onChange = fn();

/** Not watched, not saved: both toggles unpressed, each with its one label. */
export const ActionsUnpressed: Story = {
  beforeEach: () => onWatched.mockClear(),
  render: () => (
    <LectureActions
      lecture={lecture}
      tracks
      showShortcuts
      onToggleWatched={onWatched}
      onToggleBookmark={() => {}}
      onShowShortcuts={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    const watched = canvas.getByRole('button', { name: 'Assistida' });
    await expect(watched).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Favorita' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(watched);
    await expect(onWatched).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Atalhos de teclado' })).toBeVisible();
  },
};

/** Watched and saved: the same labels, pressed, with their marks. */
export const ActionsPressed: Story = {
  render: () => (
    <LectureActions
      lecture={{ ...lecture, has_watched: true, is_bookmarked: true }}
      tracks
      showShortcuts={false}
      onToggleWatched={() => {}}
      onToggleBookmark={() => {}}
      onShowShortcuts={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Assistida' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Favorita' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('✓')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Atalhos de teclado' })).toBeNull();
  },
};

/** A viewer who does not track (a guest, a lecture before release): only the shortcuts. */
export const ActionsWithoutTracking: Story = {
  render: () => (
    <LectureActions
      lecture={lecture}
      tracks={false}
      showShortcuts
      onToggleWatched={() => {}}
      onToggleBookmark={() => {}}
      onShowShortcuts={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Assistida' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Atalhos de teclado' })).toBeVisible();
  },
};

/** The stored preferences are on their way: placeholders, no switch showing a guess. */
export const PreferencesLoading: Story = {
  render: () => <PreferenceSwitches preferences={null} guest={false} onChange={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando suas preferências…')).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** A signed-in person's stored choices; changing one reports the change. */
export const PreferencesSignedIn: Story = {
  beforeEach: () => onChange.mockClear(),
  render: () => (
    <PreferenceSwitches
      preferences={{ auto_play: true, auto_jump: false }}
      guest={false}
      onChange={onChange}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Reprodução automática' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: /próxima aula/ }));
    await expect(onChange).toHaveBeenCalledWith({ auto_jump: true });
    await expect(canvas.queryByText(/só para esta visita/)).toBeNull();
  },
};

/** A guest: the switches work for the visit, and say so. */
export const PreferencesGuest: Story = {
  render: () => (
    <PreferenceSwitches
      preferences={{ auto_play: false, auto_jump: true }}
      guest
      onChange={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Sem entrar na conta, essas escolhas valem só para esta visita.'),
    ).toBeVisible();
  },
};

/** A published lecture is numbered among the published ones. */
export const HeaderPublished: Story = {
  render: () => (
    <article>
      <LectureHeader
        courseTitle="Formação React"
        lecture={lecture}
        total={9}
        headingRef={createRef()}
      />
    </article>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Formação React · Aula 3 de 9')).toBeVisible();
  },
};

/** A draft (admins only) says it is one instead of a number past the published ones. */
export const HeaderDraft: Story = {
  render: () => (
    <article>
      <LectureHeader
        courseTitle="Formação React"
        lecture={{ ...lecture, title: 'Exercício guiado', position: 10, is_published: false }}
        total={9}
        headingRef={createRef()}
      />
    </article>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Formação React · Rascunho (só a equipe vê esta aula)'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Aula 10 de 9/)).toBeNull();
  },
};

/** The first lecture: no previous one, the next as a link. */
export const NavigationAtFirst: Story = {
  render: () => (
    <LectureNavigation
      previous={null}
      next={makeLecture({ id: 2, position: 2 })}
      hrefOf={(l) => `/curso/aula/${l.position}`}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta é a primeira aula')).toBeVisible();
    await expectLinkTo(canvas, /Próxima aula/, '/curso/aula/2');
  },
};

/** A position no lecture has. */
export const NotFound: Story = {
  render: () => (
    <LectureNotFound
      courseTitle="Formação React"
      position={42}
      firstHref="/formacao-react/aula/1"
      headingRef={createRef()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Formação React' })).toBeVisible();
    await expect(canvas.getByText('O curso Formação React não tem uma aula 42.')).toBeVisible();
    await expectLinkTo(canvas, 'Ir para a primeira aula', '/formacao-react/aula/1');
  },
};
