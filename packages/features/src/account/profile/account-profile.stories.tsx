import { IMAGE_DIMENSIONS_MESSAGE, type User } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { statusMessages } from '../../i18n/error-messages';
import { makePng, pickFile } from '../../shared/image-picker.story-helpers';
import {
  csrfCookieHandler,
  FIXTURE_NOW,
  makeUser,
  meHandlers,
  mockEndpoint,
  mockState,
  mswParameters,
  signedIn,
} from '../../testing';
import { AccountProfile, profileMessages } from './account-profile';
import { avatarImageMessages } from './avatar-image';

const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#2563eb"/><circle cx="4" cy="3" r="2" fill="#fde68a"/></svg>',
)}`;
const verified = makeUser({ id: 7, email_verified_at: FIXTURE_NOW.toISOString() });
const unverified = makeUser({ id: 7, email_verified_at: null });
const withPhoto = { ...verified, avatar_url: PHOTO };

const handlers = (user: User = verified, ...extra: unknown[]) => [
  ...signedIn(user),
  ...(extra as never[]),
  mockEndpoint('updateAvatar', { data: { ...user, avatar_url: PHOTO } }),
  mockEndpoint('deleteAvatar', { data: { ...user, avatar_url: null } }),
  mockEndpoint('updateProfile', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    return { data: { ...user, name: body.name } };
  }),
  mockEndpoint('resendEmailVerification'),
];

/** Waits for the page with the session's user (the title shows while it loads). */
const ready = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 2, name: profileMessages.photo });

const pick = (canvasElement: HTMLElement, file: File) =>
  pickFile(canvasElement, 'avatar-input', file);

async function pickPhoto(canvasElement: HTMLElement) {
  pick(canvasElement, await makePng(600, 400, 'foto.png'));
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('img', { name: profileMessages.preview })).toBeVisible();
  return canvas.getByRole('button', { name: profileMessages.savePhoto });
}

const meta = {
  title: 'features/account/AccountProfile',
  component: AccountProfile,
  args: { notify: fn() },
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<typeof AccountProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three sections; no photo (initials), a verified e-mail (no resend button). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(
      canvas.getByRole('heading', { level: 1, name: profileMessages.title }),
    ).toBeVisible();
    for (const name of [profileMessages.photo, profileMessages.name, profileMessages.email]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const avatar = canvas.getByRole('img', { name: verified.name });
    await expect(avatar).toHaveTextContent('MD');
    await expect(canvas.getByRole('button', { name: profileMessages.choosePhoto })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: profileMessages.removePhoto })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(verified.name);
    await expect(canvas.getByTestId('profile-email')).toHaveTextContent(verified.email);
    await expect(canvas.getByText(profileMessages.verified)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: profileMessages.resend })).toBeNull();
  },
};

/** Before the session is known: placeholders, busy. */
export const Loading: Story = {
  parameters: mswParameters(csrfCookieHandler, meHandlers.loading()),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      profileMessages.title,
    );
  },
};

/** With a photo: it is shown, and can be replaced or removed. */
export const WithPhoto: Story = {
  parameters: { msw: { handlers: handlers(withPhoto) } },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByRole('img', { name: withPhoto.name });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.getByRole('button', { name: profileMessages.chooseAnother })).toBeVisible();
    await expect(canvas.getByRole('button', { name: profileMessages.removePhoto })).toBeVisible();
  },
};

const uploads = fn();
/**
 * Picking a 600 × 400 PNG: the browser crops its centre square and sends a 256 px WebP as a POST
 * with `_method=PUT`; after "Salvar foto" the new photo is the session's (and a toast says so).
 */
export const UploadPhoto: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        verified,
        mockEndpoint('updateAvatar', async ({ request }) => {
          const form = await request.formData();
          const file = form.get('avatar') as File;
          const bitmap = await createImageBitmap(file);
          uploads({
            method: request.method,
            spoofed: form.get('_method'),
            type: file.type,
            width: bitmap.width,
            height: bitmap.height,
          });
          return { data: { ...verified, avatar_url: PHOTO } };
        }),
      ),
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    const save = await pickPhoto(canvasElement);
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('success', profileMessages.photoSaved, {
        id: 'perfil-foto',
      }),
    );
    await expect(uploads).toHaveBeenCalledWith({
      method: 'POST',
      spoofed: 'PUT',
      type: 'image/webp',
      width: 256,
      height: 256,
    });
    const avatar = canvas.getByRole('img', { name: verified.name });
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.queryByRole('img', { name: profileMessages.preview })).toBeNull();
    await expect(canvas.getByRole('button', { name: profileMessages.removePhoto })).toBeVisible();
  },
};

/** "Cancelar" drops the preview; nothing is sent. */
export const CancelPreview: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await pickPhoto(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: profileMessages.cancel }));
    await expect(canvas.queryByRole('img', { name: profileMessages.preview })).toBeNull();
    await expect(canvas.getByRole('img', { name: verified.name })).toHaveTextContent('MD');
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** While the photo is saved: the button is busy, Cancelar disabled. */
export const UploadSaving: Story = {
  parameters: { msw: { handlers: handlers(verified, mockState.loading('updateAvatar')) } },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    const save = await pickPhoto(canvasElement);
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: profileMessages.cancel })).toBeDisabled();
  },
};

/** The server's 413: the size rule in pt-BR; the preview stays to try again. */
export const UploadTooLarge: Story = {
  parameters: {
    msw: {
      handlers: handlers(verified, mockState.error('updateAvatar', 413, 'ValidationException')),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await userEvent.click(await pickPhoto(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A imagem deve ter no máximo 2 MB.',
    );
    await expect(canvas.getByRole('img', { name: profileMessages.preview })).toBeVisible();
  },
};

/** The server's 422 on `avatar` (not an image by its bytes): its message in pt-BR. */
export const UploadRejectedType: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        verified,
        mockState.validation('updateAvatar', { avatar: ['Envie uma imagem JPEG, PNG ou WebP.'] }),
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await userEvent.click(await pickPhoto(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Envie uma imagem JPEG, PNG ou WebP.',
    );
  },
};

/** No connection: said in pt-BR. */
export const UploadNetworkFailure: Story = {
  parameters: { msw: { handlers: handlers(verified, mockState.networkError('updateAvatar')) } },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await userEvent.click(await pickPhoto(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(statusMessages.network);
  },
};

/** An SVG is refused in the browser, before anything is opened or sent. */
export const PickWrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    pick(
      canvasElement,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'foto.svg', {
        type: 'image/svg+xml',
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(avatarImageMessages.type);
    await expect(canvas.queryByRole('img', { name: profileMessages.preview })).toBeNull();
  },
};

/** An original over 10 MB is refused in the browser. */
export const PickTooLarge: Story = {
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    pick(
      canvasElement,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      avatarImageMessages.sourceTooLarge,
    );
  },
};

/** A file named .png that is not an image: the browser cannot open it, and says so. */
export const PickUnreadable: Story = {
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    pick(canvasElement, new File(['<html></html>'], 'foto.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      avatarImageMessages.unreadable,
    );
  },
};

/** "Remover foto" asks first; confirming brings the initials back. */
export const RemovePhoto: Story = {
  parameters: { msw: { handlers: handlers(withPhoto) } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: profileMessages.removePhoto }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(profileMessages.removeTitle);
    await userEvent.click(
      within(dialog).getByRole('button', { name: profileMessages.removeConfirm }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('img', { name: withPhoto.name })).toHaveTextContent('MD');
    await expect(args.notify).toHaveBeenCalledWith('success', profileMessages.photoRemoved, {
      id: 'perfil-foto',
    });
    await expect(canvas.queryByRole('button', { name: profileMessages.removePhoto })).toBeNull();
  },
};

/** While the photo is removed: the dialog's confirm button is busy. */
export const RemovePending: Story = {
  parameters: { msw: { handlers: handlers(withPhoto, mockState.loading('deleteAvatar')) } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: profileMessages.removePhoto }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: profileMessages.removeConfirm });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failed removal: the dialog stays for another try, the error is said. */
export const RemoveFailed: Story = {
  parameters: { msw: { handlers: handlers(withPhoto, mockState.networkError('deleteAvatar')) } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: profileMessages.removePhoto }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: profileMessages.removeConfirm }),
    );
    // The open dialog hides the page from the accessibility tree: found by its text.
    await expect(await canvas.findByText(statusMessages.network)).toBeInTheDocument();
    // Still open. Awaited: a fresh clone on a loaded machine once found it not visible for a
    // moment right after the failure showed (2026-11-29); it passes alone every time.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A new name: saved, shown at the top, a toast. */
export const ChangeName: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(input);
    await userEvent.type(input, '  Maria Souza ');
    await userEvent.click(canvas.getByRole('button', { name: profileMessages.saveName }));
    await waitFor(() =>
      expect(canvas.getByTestId('profile-name')).toHaveTextContent('Maria Souza'),
    );
    await expect(input).toHaveValue('Maria Souza');
    await expect(args.notify).toHaveBeenCalledWith('success', profileMessages.nameSaved, {
      id: 'perfil-nome',
    });
  },
};

/** The name's rules in pt-BR before anything is sent; the typed value stays. */
export const NameTooShort: Story = {
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(input);
    await userEvent.type(input, 'M');
    await userEvent.click(canvas.getByRole('button', { name: profileMessages.saveName }));
    await expect(await canvas.findByText('Nome deve ter no mínimo 2 caracteres.')).toBeVisible();
    await expect(input).toHaveValue('M');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** An empty name. */
export const NameEmpty: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: profileMessages.saveName }));
    await expect(await canvas.findByText('Nome é obrigatório.')).toBeVisible();
  },
};

/** The server's 422 on the name: on the field, what was typed kept. */
export const NameServerValidation: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        verified,
        mockState.validation('updateProfile', {
          name: ['Nome deve ter no máximo 120 caracteres.'],
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Maria Souza');
    await userEvent.click(canvas.getByRole('button', { name: profileMessages.saveName }));
    await expect(await canvas.findByText('Nome deve ter no máximo 120 caracteres.')).toBeVisible();
    await expect(input).toHaveValue('Maria Souza');
  },
};

/** A network failure while saving the name: above the form, the value kept. */
export const NameNetworkFailure: Story = {
  parameters: { msw: { handlers: handlers(verified, mockState.networkError('updateProfile')) } },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Nome' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Maria Souza');
    await userEvent.click(canvas.getByRole('button', { name: profileMessages.saveName }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(statusMessages.network);
    await expect(input).toHaveValue('Maria Souza');
  },
};

/** While the name is saved: the button is busy. */
export const NameSaving: Story = {
  parameters: { msw: { handlers: handlers(verified, mockState.loading('updateProfile')) } },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Nome' });
    await userEvent.type(input, ' Souza');
    const button = canvas.getByRole('button', { name: profileMessages.saveName });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** An unverified e-mail: the badge says so, and the link can be sent again. */
export const Unverified: Story = {
  parameters: { msw: { handlers: handlers(unverified) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(profileMessages.unverified)).toBeVisible();
    await expect(canvas.getByRole('button', { name: profileMessages.resend })).toBeEnabled();
  },
};

/** Sent: the address is named, and the button waits 60 s with a visible countdown. */
export const ResendSent: Story = {
  parameters: { msw: { handlers: handlers(unverified) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: profileMessages.resend }));
    await expect(await canvas.findByText(profileMessages.sent(unverified.email))).toBeVisible();
    const waiting = canvas.getByRole('button', { name: /^Reenviar em \d+ s$/ });
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveTextContent(/Reenviar em (60|59) s/);
    await waitFor(() => expect(waiting).toHaveTextContent(/Reenviar em 5[0-8] s/), {
      timeout: 3000,
    });
  },
};

/** While sending: the button is busy. */
export const ResendSending: Story = {
  parameters: {
    msw: { handlers: handlers(unverified, mockState.loading('resendEmailVerification')) },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: profileMessages.resend });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A 429: the wait the server asked for, in pt-BR. */
export const ResendTooSoon: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        unverified,
        mockEndpoint(
          'resendEmailVerification',
          () =>
            new HttpResponse(
              JSON.stringify({ error: 'ServerErrorException', message: 'Aguarde.' }),
              { status: 429, headers: { 'Retry-After': '42', 'Content-Type': 'application/json' } },
            ),
        ),
      ),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: profileMessages.resend }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Tente novamente em 42 segundos.',
    );
  },
};

/** A 409: the e-mail was verified meanwhile (in another tab); said, and the session re-read. */
export const ResendAlreadyVerified: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        unverified,
        mockState.error('resendEmailVerification', 409, 'EmailAlreadyVerifiedException'),
      ),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: profileMessages.resend }));
    await expect(await canvas.findByText(profileMessages.alreadyVerified)).toBeVisible();
  },
};

/** No connection while sending: said in pt-BR, the button usable again. */
export const ResendNetworkFailure: Story = {
  parameters: {
    msw: { handlers: handlers(unverified, mockState.networkError('resendEmailVerification')) },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: profileMessages.resend });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(statusMessages.network);
    await expect(button).toBeEnabled();
  },
};

/** The server's 422 on `avatar` for a size past 8000 px or 40 megapixels (issue 33): in pt-BR. */
export const UploadRejectedDimensions: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        verified,
        mockState.validation('updateAvatar', { avatar: [IMAGE_DIMENSIONS_MESSAGE] }),
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await userEvent.click(await pickPhoto(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(IMAGE_DIMENSIONS_MESSAGE);
    await expect(canvas.getByRole('img', { name: profileMessages.preview })).toBeVisible();
  },
};
