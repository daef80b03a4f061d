import { expect, type within } from 'storybook/test';

/** The link named `name` inside `scope` (a canvas, or `within` one part) goes to `href`. */
export async function expectLinkTo(
  scope: Pick<ReturnType<typeof within>, 'getByRole'>,
  name: string | RegExp,
  href: string,
) {
  await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** The link named `name` shows up in `scope` (waits for it, as `findByRole` does) going to `href`. */
export async function findLinkTo(
  scope: Pick<ReturnType<typeof within>, 'findByRole'>,
  name: string | RegExp,
  href: string,
) {
  await expect(await scope.findByRole('link', { name })).toHaveAttribute('href', href);
}
