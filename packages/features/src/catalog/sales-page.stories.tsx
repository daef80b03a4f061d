import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { csrfCookieHandler, meHandlers, mockEndpoint, mswParameters } from '../testing';
import { makeCourse } from '../testing/fixtures';
import { expectLinkTo } from '../testing/story-expect';
import { CourseEntry, SalesPage, salesPageMessages } from './sales-page';

const guestCourse = makeCourse({
  is_enrolled: false,
  offer: { price_text: '12x de R$ 49,70', offer_url: 'https://pay.hotmart.com/F73521948K' },
});

const meta = {
  title: 'features/catalog/SalesPage',
  component: SalesPage,
  args: {
    course: guestCourse,
    email: null,
    boughtHref: '/login?redirect=%2Freact-do-zero',
    lectureHref: (lecture) => `/react-do-zero/aula/${lecture.position}`,
  },
} satisfies Meta<typeof SalesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the price, "Comprar" to the checkout page as it is, "Já comprei" to sign in. */
export const WithPrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: guestCourse.title })).toBeVisible();
    await expect(canvas.getByTestId('sales-price')).toHaveTextContent('12x de R$ 49,70');
    await expectLinkTo(canvas, salesPageMessages.buy, 'https://pay.hotmart.com/F73521948K');
    await expectLinkTo(canvas, salesPageMessages.bought, '/login?redirect=%2Freact-do-zero');
    await expect(canvas.getByRole('heading', { name: salesPageMessages.inside })).toBeVisible();
  },
};

/** A signed-in person: Hotmart's checkout gets their e-mail in `?email=`. */
export const SignedInEmail: Story = {
  args: { email: 'joao@aula.dev', boughtHref: '/eu/acesso-vitalicio' },
  play: async ({ canvas }) => {
    await expectLinkTo(
      canvas,
      salesPageMessages.buy,
      'https://pay.hotmart.com/F73521948K?email=joao%40aula.dev',
    );
    await expectLinkTo(canvas, salesPageMessages.bought, '/eu/acesso-vitalicio');
  },
};

/** No price text and no offer link: no price, no "Comprar", sales closed said plainly. */
export const WithoutPrice: Story = {
  args: {
    course: makeCourse({ is_enrolled: false, offer: { price_text: null, offer_url: null } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('sales-price')).toBeNull();
    await expect(canvas.queryByRole('link', { name: salesPageMessages.buy })).toBeNull();
    await expect(canvas.getByText(salesPageMessages.noOffer)).toBeVisible();
  },
};

/** Free lectures are links to the player; the others are listed with their durations. */
export const FreeLectures: Story = {
  play: async ({ canvas }) => {
    const free = guestCourse.sections
      .flatMap((section) => section.lectures)
      .filter((lecture) => lecture.is_free);
    await expect(free.length).toBeGreaterThan(0);
    for (const lecture of free) {
      await expectLinkTo(
        canvas,
        salesPageMessages.watchFree(lecture.title),
        `/react-do-zero/aula/${lecture.position}`,
      );
    }
  },
};

/**
 * `/{course}` as `CourseEntry` opens it: `me` answers who is visiting, the course is `course`,
 * and the player stands in as "O player".
 */
function courseEntryStory(
  boughtHref: string,
  me: unknown,
  course: ReturnType<typeof makeCourse>,
): Pick<StoryObj<typeof CourseEntry>, 'render' | 'parameters'> {
  return {
    render: () => (
      <CourseEntry
        slug="react-do-zero"
        isAdmin={false}
        boughtHref={boughtHref}
        lectureHref={() => '/react-do-zero/aula/1'}
      >
        <p>O player</p>
      </CourseEntry>
    ),
    parameters: mswParameters(
      csrfCookieHandler,
      me,
      mockEndpoint('courseBySlug', { data: course }),
    ),
  };
}

/** Someone who owns the course goes to the player, not the sales page. */
export const AlreadyOwned: StoryObj<typeof CourseEntry> = {
  ...courseEntryStory('/eu/acesso-vitalicio', meHandlers.user(), makeCourse({ is_enrolled: true })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('O player')).toBeVisible();
    await expect(canvas.queryByTestId('sales-page')).toBeNull();
  },
};

/** A guest at /{course} gets the sales page. */
export const GuestAtCourse: StoryObj<typeof CourseEntry> = {
  ...courseEntryStory('/login', meHandlers.guest(), guestCourse),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('sales-page')).toBeVisible();
    await expect(canvas.queryByText('O player')).toBeNull();
  },
};
