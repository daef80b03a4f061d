import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { csrfCookieHandler, errorResponse, mockEndpoint, mswParameters } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { NOTIFICATION_KIND_LABELS } from './notification-preferences';
import { unsubscribeMessages as m, UnsubscribePage } from './unsubscribe-page';

const meta = {
  title: 'features/notifications/UnsubscribePage',
  component: UnsubscribePage,
  args: { token: 'assinado.abc123', preferencesHref: '/eu/preferencias' },
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('unsubscribe', { data: { kind: 'lecture_released' } }),
  ),
} satisfies Meta<typeof UnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: nothing changes until the person confirms (link scanners open links too). */
export const Ask: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('unsubscribe', () => {
      throw new Error('unsubscribed without a click');
    }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(canvas.getByText(m.intro)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.confirm })).toBeEnabled();
  },
};

/** Confirmed: the kind the token named is said back in pt-BR, with where to change it later. */
export const Done: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    await expect(await canvas.findByText(m.done('lecture_released'))).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(NOTIFICATION_KIND_LABELS.lecture_released)),
    ).toBeVisible();
    await expectLinkTo(canvas, m.preferences, '/eu/preferencias');
    await expect(canvas.queryByRole('button', { name: m.confirm })).toBeNull();
  },
};

/** A tampered or expired token (422): said in pt-BR, nothing to click. */
export const InvalidToken: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('unsubscribe', () => errorResponse(422, 'ValidationException')),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    await expect(await canvas.findByText(m.invalid)).toBeVisible();
    await expectLinkTo(canvas, m.preferences, '/eu/preferencias');
  },
};

/** No token in the address at all: the same message at once, without a request. */
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.invalid)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The server failed: a retryable message, not the invalid-link one. */
export const ServerError: Story = {
  parameters: mswParameters(
    csrfCookieHandler,
    mockEndpoint('unsubscribe', () => errorResponse(500)),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    await expect(await canvas.findByText(m.failed)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: m.preferences })).toBeNull();
  },
};
