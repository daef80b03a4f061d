import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureLink, type FeatureLinkProps, LinkProvider } from './link';

const meta = {
  title: 'features/navigation/FeatureLink',
  component: FeatureLink,
  args: { href: '/eu/perfil', children: 'Meu perfil' },
} satisfies Meta<typeof FeatureLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: a plain anchor with the given href and props. */
export const Default: Story = {
  args: { className: 'underline' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Meu perfil' });
    await expect(link).toHaveAttribute('href', '/eu/perfil');
    await expect(link).toHaveClass('underline');
    await expect(link).not.toHaveAttribute('data-app-link');
  },
};

function AppLink({ href, children, ...props }: FeatureLinkProps) {
  return (
    <a href={href} data-app-link="" {...props}>
      {children}
    </a>
  );
}

/** Inside `LinkProvider`: every feature link renders through the app's component. */
export const WithAppLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={AppLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Meu perfil' });
    await expect(link).toHaveAttribute('data-app-link');
    await expect(link).toHaveAttribute('href', '/eu/perfil');
  },
};
