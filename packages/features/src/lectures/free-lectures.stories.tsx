import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadingStory } from '../shared/query-state.story-helpers';
import { makeFreeLecture, mockEndpoint, mockState, mswParameters } from '../testing';
import { findLinkTo } from '../testing/story-expect';
import { FreeLectures } from './free-lectures';

const course = { id: 21, slug: 'react-do-zero', title: 'React do zero' };
const meta = {
  title: 'features/lectures/FreeLectures',
  component: FreeLectures,
  args: { lectureHref: (l) => `/${l.course.slug}/aula/${l.position}` },
  parameters: mswParameters(
    mockEndpoint('freeLectures', {
      data: [
        makeFreeLecture({
          id: 1,
          title: 'Boas-vindas',
          position: 1,
          duration_seconds: 340,
          course,
          // The demo video's still (Storybook serves apps/api/media at /media).
          poster_url: '/media/demo-hls/poster.jpg',
        }),
        makeFreeLecture({
          id: 2,
          title: 'Seu primeiro componente',
          position: 2,
          duration_seconds: 3900,
          course,
        }),
      ],
    }),
  ),
} satisfies Meta<typeof FreeLectures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each free lecture's card; one whose video has a still shows it above its title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await findLinkTo(canvas, 'Boas-vindas', '/react-do-zero/aula/1');
    await expect(canvas.getByText('React do zero · 6 min')).toBeVisible();
    await expect(canvas.getByText('React do zero · 1 h 05 min')).toBeVisible();
    await expect(canvas.getAllByText('Grátis')).toHaveLength(2);
    // The poster is decorative (the title names the card): no text, no role of its own.
    const [first, second] = canvas.getAllByRole('listitem');
    const poster = first?.querySelector('img');
    await expect(poster).toHaveAttribute('src', '/media/demo-hls/poster.jpg');
    await expect(poster).toHaveAttribute('alt', '');
    await expect(poster).toHaveAttribute('loading', 'lazy');
    await expect(second?.querySelector('img')).toBeNull();
  },
};

export const Loading: Story = loadingStory(
  [mockState.loading('freeLectures')],
  'Carregando aulas gratuitas…',
);

export const Empty: Story = {
  parameters: mswParameters(mockState.empty('freeLectures')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nenhuma aula gratuita no momento. Volte em breve!'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: mswParameters(mockState.malformed('freeLectures')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar as aulas gratuitas.'),
    ).toBeVisible();
  },
};
