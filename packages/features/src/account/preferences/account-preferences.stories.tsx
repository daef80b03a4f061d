import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectLoadError } from '../../shared/query-state.story-helpers';
import { mockEndpoint, mockState, mswParameters, signedIn } from '../../testing';
import { AccountPreferences, preferencesMessages } from './account-preferences';

const stored = { auto_play: false, auto_jump: true };
const base = [...signedIn()];
const saved = fn();

const meta = {
  title: 'features/account/AccountPreferences',
  component: AccountPreferences,
  args: { notify: fn() },
  beforeEach: () => {
    saved.mockClear();
  },
  parameters: mswParameters(
    ...base,
    mockEndpoint('getPreferences', { data: stored }),
    mockEndpoint('updatePreferences', async ({ request }) => {
      const body = await request.json();
      saved(body);
      return HttpResponse.json({ data: body });
    }),
  ),
} satisfies Meta<typeof AccountPreferences>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored values; a change is saved at once. */
export const Saves: Story = {
  play: async ({ canvas, args }) => {
    const autoPlay = await canvas.findByRole('switch', { name: 'Reprodução automática' });
    const autoJump = canvas.getByRole('switch', { name: 'Ir para a próxima aula ao terminar' });
    await expect(autoPlay).not.toBeChecked();
    await expect(autoJump).toBeChecked();
    await userEvent.click(autoPlay);
    await expect(autoPlay).toBeChecked();
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ auto_play: true, auto_jump: true }));
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

/** Captions: off unless the student turns them on; the choice is saved like the others. */
export const CaptionsSwitch: Story = {
  play: async ({ canvas }) => {
    const captions = await canvas.findByRole('switch', { name: 'Mostrar legendas quando houver' });
    await expect(captions).not.toBeChecked();
    await userEvent.click(captions);
    await expect(captions).toBeChecked();
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ auto_play: false, auto_jump: true, captions_on: true }),
    );
  },
};

/** The server refuses: the switch goes back to what it was and a toast says so. */
export const SaveFails: Story = {
  parameters: mswParameters(
    ...base,
    mockEndpoint('getPreferences', { data: stored }),
    mockState.error('updatePreferences', 500, 'ServerErrorException'),
  ),
  play: async ({ canvas, args }) => {
    const autoJump = await canvas.findByRole('switch', {
      name: 'Ir para a próxima aula ao terminar',
    });
    await userEvent.click(autoJump);
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith('error', preferencesMessages.saveFailed, {
        id: 'preferencias',
      }),
    );
    await expect(autoJump).toBeChecked();
  },
};

/** The stored values are on their way: placeholders, never a guess. */
export const Loading: Story = {
  parameters: mswParameters(...base, mockState.loading('getPreferences')),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando suas preferências…')).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** They could not be read: the error and a way to try again. */
export const LoadError: Story = {
  parameters: mswParameters(
    ...base,
    mockState.error('getPreferences', 500, 'ServerErrorException'),
  ),
  // GETs are retried twice on a 5xx (the HTTP adapter) before the error shows.
  play: async ({ canvas }) => {
    await expectLoadError(canvas, preferencesMessages.loadFailed);
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
