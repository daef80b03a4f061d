import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FIXTURE_NOW, makeLecture } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { AutoJumpCard, EnrollCallToAction, PlayerSkeleton, ScheduledNotice } from './player-parts';

const meta = {
  title: 'features/player/Parts',
  component: PlayerSkeleton,
} satisfies Meta<typeof PlayerSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Skeleton: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando o curso…')).toBeInTheDocument();
  },
};

const goNext = fn();
const cancel = fn();
export const AutoJump: Story = {
  render: () => (
    <AutoJumpCard
      next={makeLecture({ position: 6, title: 'Efeitos colaterais' })}
      onGo={goNext}
      onCancel={cancel}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Próxima aula em 5 s' })).toBeVisible();
    await expect(canvas.getByText('6. Efeitos colaterais')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(cancel).toHaveBeenCalledOnce();
    await expect(goNext).not.toHaveBeenCalled();
  },
};

export const Scheduled: Story = {
  render: () => (
    <ScheduledNotice
      scheduledFor={new Date(FIXTURE_NOW.getTime() + 90 * 60_000).toISOString()}
      now={() => FIXTURE_NOW}
      onReleased={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aula agendada')).toBeVisible();
    await expect(canvas.getByTestId('contagem-regressiva')).toHaveTextContent('01:30:00');
  },
};

/** Days are whole days, as the scheduled list counts them ("em 7 dias" there, never "em 8"). */
export const ScheduledInDays: Story = {
  render: () => (
    <ScheduledNotice
      scheduledFor={new Date(
        FIXTURE_NOW.getTime() + ((7 * 24 + 18) * 60 + 27) * 60_000,
      ).toISOString()}
      now={() => FIXTURE_NOW}
      onReleased={() => {}}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('contagem-regressiva')).toHaveTextContent('7 dias 18:27:00');
  },
};

export const Enroll: Story = {
  render: () => <EnrollCallToAction enrollHref="/cadastrar" loginHref="/login?redirect=%2Fx" />,
  play: async ({ canvas }) => {
    await expectLinkTo(canvas, 'Quero me matricular', '/cadastrar');
    await expect(canvas.getByRole('link', { name: 'Já sou aluno: entrar' })).toBeVisible();
  },
};

export const EnrollSignedIn: Story = {
  render: () => <EnrollCallToAction enrollHref="/eu/assinaturas" loginHref={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Já sou aluno: entrar' })).toBeNull();
  },
};
