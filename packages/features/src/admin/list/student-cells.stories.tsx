import { Table } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectLinkTo } from '../../testing/story-expect';
import {
  lastAccessColumn,
  ProgressCell,
  STUDENT_STATUS_CHOICES,
  StudentCell,
  StudentStatusFilter,
} from './student-cells';

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
    await expectLinkTo(canvas, 'Ana Beatriz Rocha', '#/admin/estudantes/4');
    await expect(canvas.getByText('ana@aula.dev')).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Progresso de Ana Beatriz Rocha' }),
    ).toHaveAttribute('aria-valuenow', '67');
    // The filter's choices: access first, in pt-BR.
    await expect(Object.values(STUDENT_STATUS_CHOICES)[0]).toBe('ativa');
  },
};

const onStatus = fn();
const NOW = new Date('2026-11-20T12:00:00-03:00');

/**
 * The subscription filter ("Assinatura": "Todas" or one state) and the "Último acesso" column:
 * "há 2 dias", or "nunca" for a student who never came in.
 */
export const StatusFilterAndLastAccess: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <StudentStatusFilter value={null} onChange={onStatus} />
      <Table
        caption="Acessos"
        columns={[lastAccessColumn((row: { at: string | null }) => row.at, NOW)]}
        rows={[{ at: '2026-11-18T12:00:00-03:00' }, { at: null }]}
        getRowId={(row) => String(row.at)}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assinatura' }), 'ativa');
    await expect(onStatus).toHaveBeenLastCalledWith({ status: 'active' });
    await expect(canvas.getByRole('columnheader', { name: 'Último acesso' })).toBeVisible();
    await expect(canvas.getByText('há 2 dias')).toBeVisible();
    await expect(canvas.getByText('nunca')).toBeVisible();
  },
};
