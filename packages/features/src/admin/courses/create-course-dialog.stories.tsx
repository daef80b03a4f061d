import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csrfCookieHandler, mockEndpoint, mockState } from '../../testing';
import { adminProducts, makeAdminCourse } from '../../testing/fixtures-admin';
import { CreateCourseDialog, createCourseMessages } from './create-course-dialog';

const meta = {
  title: 'features/admin/CreateCourseDialog',
  component: CreateCourseDialog,
  args: {
    products: adminProducts,
    onCreated: fn(),
    notify: fn(),
    triggerLabel: 'Novo curso',
  },
  parameters: {
    msw: {
      handlers: [
        csrfCookieHandler,
        mockEndpoint('createCourse', {
          data: makeAdminCourse({ id: 42, title: 'Testes com Playwright' }),
        }),
      ],
    },
  },
} satisfies Meta<typeof CreateCourseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Novo curso' }));
  return within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: createCourseMessages.title,
    }),
  );
};

/** Closed: only the trigger; the form is not mounted until it opens. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Novo curso' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Open and empty: the title has focus, the product asks to be chosen, the slug explains itself. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /Título/ })).toHaveValue('');
    await waitFor(() => expect(dialog.getByText(createCourseMessages.slugHint)).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: /Produto/ })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

/** With a single product, it comes chosen. */
export const OneProduct: Story = {
  args: { products: adminProducts.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('combobox', { name: /Produto/ })).toHaveValue(
      String(adminProducts[0]?.id),
    );
  },
};

/** The server fails: a pt-BR alert, and everything typed stays for a second try. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [csrfCookieHandler, mockState.error('createCourse', 500)] },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Título/ }), 'Testes com Playwright');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Produto/ }), '2');
    await userEvent.click(dialog.getByRole('button', { name: createCourseMessages.submit }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Título/ })).toHaveValue(
      'Testes com Playwright',
    );
    await expect(dialog.getByRole('textbox', { name: /Endereço/ })).toHaveValue(
      'testes-com-playwright',
    );
    await expect(dialog.getByRole('combobox', { name: /Produto/ })).toHaveValue('2');
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** Created: the new course's id goes to the page, a toast confirms, the dialog closes. */
export const Created: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Título/ }), 'Testes com Playwright');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Produto/ }), '1');
    await userEvent.click(dialog.getByRole('button', { name: createCourseMessages.submit }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(42));
    await expect(args.notify).toHaveBeenCalledWith('success', createCourseMessages.created);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};
