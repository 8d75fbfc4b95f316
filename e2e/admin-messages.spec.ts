/**
 * The back office's inbox over the whole stack, with the seeded messages in it: each role opens
 * /admin/messages, sees every message by its first line, and opens the answered one to find who
 * it was assigned to and the reply's own words on its timeline. (The screen once failed for
 * everyone as soon as one message existed; the seed had none, so no test met one.)
 */
import { expect, test } from './support/test.ts';
import { signedIn, staff } from './support/admin.ts';

test.describe.configure({ mode: 'serial' });

for (const role of ['owner', 'manager', 'support'] as const) {
  test(`${role} reads the inbox and the answered message's timeline`, async ({ browser }) => {
    const { context, page, violations } = await signedIn(browser, staff[role]);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My order has not arrived yet.' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await page
      .getByRole('link', { name: 'Is the Rose Water Toner safe for sensitive skin?' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Message from Hira Baig' }),
    ).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Message timeline' });
    await expect(timeline.getByText('Assigned to Bloom Support by Bloom Support.')).toBeVisible();
    await expect(timeline.getByText(/^Hello Hira, the toner's full ingredient list/)).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });
}

test('support assigns a new message to themselves: the timeline names them', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, staff.support);
  await page.goto('/admin/messages');
  await page.getByRole('link', { name: 'My order has not arrived yet.' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Message from Bilal Ahmed' }),
  ).toBeVisible();
  await page.getByLabel('Assigned to').selectOption({ label: 'Bloom Support' });
  await expect(page.getByText('Message assigned.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Message timeline' });
  await expect(timeline.getByText('Assigned to Bloom Support by Bloom Support.')).toBeVisible();
  await expect(timeline.getByText(/Unassigned/)).toHaveCount(0);
  await context.close();
});
