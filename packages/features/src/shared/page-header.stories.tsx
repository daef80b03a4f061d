import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from './page-header';
import { SkeletonList } from './query-state';

/** A page's header and, under it, the common loading state (`SkeletonList`). */
function PageStart({
  title,
  intro,
  compact,
  loading,
}: {
  title: string;
  intro?: string | undefined;
  compact?: boolean;
  loading?: boolean;
}) {
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={title} intro={intro} compact={compact ?? false} />
      {loading ? (
        <SkeletonList label="Carregando seus certificados…" count={2} className="h-20" />
      ) : null}
    </section>
  );
}

const meta = {
  title: 'features/shared/PageHeader',
  component: PageStart,
  args: {
    title: 'Certificados',
    intro: 'Os certificados dos cursos que você concluiu, com o link que qualquer pessoa confere.',
  },
} satisfies Meta<typeof PageStart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one level-1 heading and its intro, in the body's size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Certificados' });
    await expect(heading).toBeVisible();
    const intro = canvas.getByText(/Os certificados dos cursos/);
    await expect(intro).not.toHaveClass('text-sm');
    await expect(heading.closest('header')).toContainElement(intro);
  },
};

/** The admin's pages: the intro in small type. */
export const Compact: Story = {
  args: { compact: true, title: 'E-mails', intro: 'O que a escola enviou e o que falhou.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
    await expect(canvas.getByText('O que a escola enviou e o que falhou.')).toHaveClass('text-sm');
  },
};

/** A title alone: no empty paragraph under it. */
export const TitleOnly: Story = {
  args: { intro: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible();
    await expect(canvasElement.querySelector('header p')).toBeNull();
  },
};

/** Under the header, the read on its way: a busy column of skeletons, named for screen readers. */
export const WithLoading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toHaveTextContent('Carregando seus certificados…');
    await expect(busy).toHaveClass('flex', 'flex-col', 'gap-4');
    await expect(busy?.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(2);
  },
};
