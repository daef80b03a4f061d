import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectLinkTo } from '../../testing/story-expect';
import { RecordPage } from './record-page';

const TABS = [
  { name: 'overview', label: 'Visão geral' },
  { name: 'students', label: 'Alunos' },
] as const;

const meta = {
  title: 'features/admin/layout/RecordPage',
  component: RecordPage<{ title: string }, 'overview' | 'students'>,
  args: {
    read: { data: { title: 'React do zero' }, isLoading: false, mutate: fn() },
    notFound: false,
    messages: {
      notFoundTitle: 'Curso não encontrado',
      notFoundDescription: 'Este curso não existe ou foi excluído.',
      back: 'Voltar para os cursos',
      loadError: 'Não foi possível carregar o curso.',
    },
    listHref: '#/admin/cursos',
    tabs: {
      label: 'Seções do curso',
      tabs: TABS,
      current: 'students',
      hrefs: { overview: '#/admin/cursos/1', students: '#/admin/cursos/1/alunos' },
    },
    loadingTestId: 'record-page-loading',
    trail: (course) => <p>Cursos › {course.title}</p>,
    header: (course) => <h1 className="text-2xl font-bold">{course.title}</h1>,
    children: <p>Os alunos do curso.</p>,
  },
} satisfies Meta<typeof RecordPage<{ title: string }, 'overview' | 'students'>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The record: its trail, header and tabs (links, the current one marked), then the tab. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'React do zero' })).toBeVisible();
    await expect(canvas.getByText('Cursos › React do zero')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alunos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Os alunos do curso.')).toBeVisible();
  },
};

/** Waiting for the record: placeholders in a busy block. */
export const Loading: Story = {
  args: { read: { isLoading: true, mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('record-page-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** No such record: what happened and the way back to the list; no tabs. */
export const NotFound: Story = {
  args: { read: { isLoading: false, mutate: fn() }, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Curso não encontrado' })).toBeVisible();
    await expectLinkTo(canvas, 'Voltar para os cursos', '#/admin/cursos');
    await expect(canvas.queryByRole('navigation', { name: 'Seções do curso' })).toBeNull();
  },
};

/** The read failed: the tab's name as the title, the error and a retry that reads again. */
export const LoadFailed: Story = {
  args: {
    read: { error: new Error('rede'), isLoading: false, mutate: fn() },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
    await expect(canvas.getByText('Não foi possível carregar o curso.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(args.read.mutate).toHaveBeenCalledTimes(1);
  },
};
