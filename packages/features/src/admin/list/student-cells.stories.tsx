import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressCell, STUDENT_STATUS_CHOICES, StudentCell } from './student-cells';

const meta = {
  title: 'features/admin/list/StudentCells',
  component: StudentCell,
  args: {
    student: { name: 'Ana Beatriz Rocha', email: 'ana@aula.dev', avatar_url: null },
    href: '#/admin/estudantes/4',
  },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StudentCell {...args} />
      <ProgressCell name={args.student.name} value={67} />
    </div>
  ),
} satisfies Meta<typeof StudentCell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name links to the student's page, the e-mail under it; the progress named for them. */
export const Cells: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ana Beatriz Rocha' })).toHaveAttribute(
      'href',
      '#/admin/estudantes/4',
    );
    await expect(canvas.getByText('ana@aula.dev')).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Progresso de Ana Beatriz Rocha' }),
    ).toHaveAttribute('aria-valuenow', '67');
    // The filter's choices: access first, in pt-BR.
    await expect(Object.values(STUDENT_STATUS_CHOICES)[0]).toBe('ativa');
  },
};
