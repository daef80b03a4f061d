import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FIXTURE_NOW, makeCourse, makeLecture } from '../testing';
import { CourseSidebar, type CourseSidebarProps, sectionValue } from './course-sidebar';

const course = makeCourse({ id: 4 }, { sectionCount: 3, lecturesPerSection: 4, watched: 3 });
const [first, second] = course.sections;
if (first?.lectures[3])
  first.lectures[3] = { ...first.lectures[3], is_locked: true, video_url: null };
if (second?.lectures[0]) {
  second.lectures[0] = {
    ...second.lectures[0],
    scheduled_for: new Date(FIXTURE_NOW.getTime() + 3 * 86_400_000).toISOString(),
  };
}

/**
 * The course as an admin gets it (ADR 009): the draft stays in its section, numbered after the 12
 * published lectures (13), and the counts are of published lectures, the draft said apart.
 */
const withDraft = makeCourse({ id: 5 }, { sectionCount: 3, lecturesPerSection: 4, watched: 3 });
const draftSection = withDraft.sections[0];
if (draftSection) {
  draftSection.lectures.splice(
    2,
    0,
    makeLecture({
      id: 999,
      section_id: draftSection.id,
      title: 'Exercício guiado: lista de tarefas',
      position: 13,
      is_published: false,
    }),
  );
}
withDraft.drafts_count = 1;

function Controlled(props: Omit<CourseSidebarProps, 'openSections' | 'onOpenSectionsChange'>) {
  const [open, setOpen] = useState([sectionValue({ id: props.course.sections[0]?.id ?? 0 })]);
  return <CourseSidebar {...props} openSections={open} onOpenSectionsChange={setOpen} />;
}

const meta = {
  title: 'features/player/CourseSidebar',
  component: Controlled,
  args: {
    course,
    currentLectureId: first?.lectures[1]?.id ?? null,
    lectureHref: (lecture) => `#/aula/${lecture.position}`,
    now: FIXTURE_NOW,
    showProgress: true,
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Watched marks, the free badge, a lock, the current lecture, and the course's progress. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 de 12 aulas assistidas (25%)')).toBeVisible();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('2. ');
    await expect(canvas.getAllByText('Assistida').length).toBe(3);
    await expect(canvas.getByText('Bloqueada')).toBeInTheDocument();
    await expect(canvas.getByText('Grátis')).toBeVisible();
  },
};

/** Opening another section keeps the current one open; its scheduled lecture shows its date. */
export const OpenAnotherSection: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Estado e efeitos/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Primeiros passos/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const section = within(trigger.closest('[data-slot="accordion-item"]') as HTMLElement);
    await expect(section.getByText(/Disponível em 24 de novembro/)).toBeVisible();
  },
};

/** An admin's view: the draft is labelled "Rascunho", keeps its own number, and is counted apart. */
export const AdminWithDraft: Story = {
  args: { course: withDraft, currentLectureId: withDraft.sections[0]?.lectures[0]?.id ?? null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 de 12 aulas assistidas (25%) · +1 rascunho')).toBeVisible();
    const draft = canvas.getByRole('link', { name: /Exercício guiado/ });
    await expect(draft).toHaveTextContent('13. Exercício guiado: lista de tarefas');
    await expect(within(draft).getByText('Rascunho')).toBeVisible();
    await expect(canvas.getAllByText('Rascunho')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /Primeiros passos/ })).toHaveTextContent(
      '3 de 4 aulas · 1 rascunho',
    );
  },
};

/** A guest or a non-student (issue 33, item 21): no progress line, no bar; the lectures as ever. */
export const WithoutProgress: Story = {
  args: { showProgress: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/aulas assistidas/)).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('2. ');
  },
};
