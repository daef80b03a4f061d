import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CourseDrawer } from './course-drawer';

const meta = {
  title: 'features/player/CourseDrawer',
  component: CourseDrawer,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    open: true,
    onOpenChange: fn(),
    children: (
      <nav aria-label="Conteúdo do curso">
        <a href="#aula-2">2. Preparando o ambiente</a>
      </nav>
    ),
  },
} satisfies Meta<typeof CourseDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sections on a phone: a lecture link closes the drawer as it navigates. */
export const Open: Story = {
  play: async ({ args }) => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Conteúdo do curso' });
    const link = within(drawer).getByRole('link', { name: '2. Preparando o ambiente' });
    await waitFor(() => expect(link).toBeVisible());
    await userEvent.click(link);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
