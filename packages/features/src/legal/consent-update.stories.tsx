import { CONSENT_VERSION_STALE, PRIVACY_VERSION, TERMS_VERSION } from '@aula/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { makeUser, mockEndpoint, mockState, mswParameters, signedIn } from '../testing';
import { expectLinkTo } from '../testing/story-expect';
import { ConsentUpdate, consentUpdateMessages as m } from './consent-update';

const outdated = makeUser({ name: 'Maria da Silva', consent_outdated: true });
let accepted: unknown[] = [];

function asked() {
  return mswParameters(
    ...signedIn(outdated),
    mockEndpoint('acceptTerms', async ({ request }) => {
      accepted.push(await request.json());
      return undefined;
    }),
  );
}

/** "Atualizamos nossos termos" (ADR 047): over any page until the person accepts or signs out. */
const meta = {
  title: 'features/legal/ConsentUpdate',
  component: ConsentUpdate,
  args: {
    termsHref: '/termos',
    privacyHref: '/privacidade',
    rightsHref: '/eu/privacidade',
    onDecline: fn(),
  },
  parameters: asked(),
  beforeEach: () => {
    accepted = [];
  },
} satisfies Meta<typeof ConsentUpdate>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('alertdialog', { name: m.title }));

/** The dialog, with both notices one click away in a new tab. */
export const Asked: Story = {
  parameters: asked(),
  play: async () => {
    const box = await dialog();
    for (const [name, href] of [
      ['Termos de uso', '/termos'],
      ['Aviso de privacidade', '/privacidade'],
    ] as const) {
      await expect(box.getByRole('link', { name })).toHaveAttribute('href', href);
      await expect(box.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    // Who does not accept still reaches their rights (the gate leaves that page alone).
    await expectLinkTo(box, 'baixar seus dados ou excluir sua conta', '/eu/privacidade');
    await expect(box.getByRole('button', { name: m.accept })).toBeEnabled();
  },
};

/** Accepting sends the versions read and closes the dialog. */
export const Accept: Story = {
  parameters: asked(),
  play: async ({ userEvent }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: m.accept }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(accepted).toEqual([
      { terms_version: TERMS_VERSION, privacy_version: PRIVACY_VERSION },
    ]);
  },
};

/** Declining signs out (the app's route); nothing is sent. */
export const Decline: Story = {
  parameters: asked(),
  play: async ({ userEvent, args }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: m.decline }));
    await expect(args.onDecline).toHaveBeenCalled();
    await expect(accepted).toEqual([]);
  },
};

/** A page opened before a newer version: the server's sentence, and the dialog stays. */
export const Stale: Story = {
  parameters: mswParameters(
    ...signedIn(outdated),
    mockState.validation('acceptTerms', { terms_version: [CONSENT_VERSION_STALE] }),
  ),
  play: async ({ userEvent }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: m.accept }));
    await expect(await box.findByRole('alert')).toHaveTextContent(CONSENT_VERSION_STALE);
    await expect(screen.getByRole('alertdialog', { name: m.title })).toBeVisible();
  },
};

/** The server failed: "try again", and the dialog stays. */
export const Failed: Story = {
  parameters: mswParameters(...signedIn(outdated), mockState.serverErrorHtml('acceptTerms')),
  play: async ({ userEvent }) => {
    const box = await dialog();
    await userEvent.click(box.getByRole('button', { name: m.accept }));
    await expect(await box.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(m.failed);
  },
};

/** Nothing to accept: nothing shown. */
export const UpToDate: Story = {
  parameters: mswParameters(...signedIn(makeUser({ consent_outdated: false }))),
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
