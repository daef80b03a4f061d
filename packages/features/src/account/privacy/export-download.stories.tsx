import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExportDownload } from './export-download';

const meta = {
  title: 'features/account/ExportDownload',
  component: ExportDownload,
  args: {
    title: 'Sua cópia está pronta. O link vale até 28 de novembro de 2026, 14:05.',
    url: '/api/data-exports/assinado.zip?expires=1&signature=abc',
    label: 'Baixar (12 KB)',
  },
} satisfies Meta<typeof ExportDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ready export: its title in a success alert, and a link that downloads the signed file. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.title)).toBeVisible();
    const link = canvas.getByRole('link', { name: args.label });
    await expect(link).toHaveAttribute('href', args.url);
    await expect(link).toHaveAttribute('download');
  },
};

/** Text from elsewhere (a file name, a size) stays text: markup in it is shown, never run. */
export const TextStaysText: Story = {
  args: {
    title: 'Pronta <img src=x onerror=alert(1)>',
    label: 'Baixar <b>(12 KB)</b>',
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(args.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.label })).toBeVisible();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
  },
};
