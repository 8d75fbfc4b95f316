import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminMessageQuery } from './MessagePage.tsx';

const support = { __typename: 'StaffRef', id: 'staff-support', name: 'Support Person' };

const reply =
  'Hello Hira, the full ingredient list is on its page.\nTry a little on your arm first.';

test("a message's timeline shows who it was assigned to and the reply's own words", async () => {
  await renderAdmin('/admin/messages/m1', {
    staff: staffMember('SUPPORT'),
    mocks: [
      {
        request: { query: AdminMessageQuery, variables: { id: 'm1' } },
        result: {
          data: {
            message: {
              __typename: 'Message',
              id: 'm1',
              name: 'Hira Baig',
              email: 'hira.baig@example.com',
              phone: '03211234567',
              body: 'Is the Rose Water Toner safe for sensitive skin?',
              state: 'HANDLED',
              assignee: support,
              createdAt: '2026-11-24T08:00:00.000Z',
              timeline: [
                {
                  __typename: 'TimelineEvent',
                  kind: 'RECEIVED',
                  summary: 'Message received.',
                  text: null,
                  by: null,
                  at: '2026-11-24T08:00:00.000Z',
                },
                {
                  __typename: 'TimelineEvent',
                  kind: 'ASSIGNED',
                  summary: 'Assigned to Support Person by Support Person.',
                  text: null,
                  by: support,
                  at: '2026-11-24T09:00:00.000Z',
                },
                {
                  __typename: 'TimelineEvent',
                  kind: 'REPLIED',
                  summary: 'Reply mailed to the sender by Support Person.',
                  text: reply,
                  by: support,
                  at: '2026-11-24T09:30:00.000Z',
                },
              ],
            },
            assignableStaff: [support],
          },
        },
      },
    ],
  });
  const timeline = page.getByRole('list', { name: 'Message timeline' });
  await expect.element(timeline).toBeVisible();
  await expect
    .element(timeline.getByText('Assigned to Support Person by Support Person.'))
    .toBeVisible();
  const replied = timeline.getByRole('listitem').nth(2);
  await expect.element(replied).toHaveTextContent('Reply mailed to the sender by Support Person.');
  await expect.element(replied.getByText(/^Hello Hira, the full ingredient list/)).toBeVisible();
  expect(replied.element().textContent).toContain('Try a little on your arm first.');
  expect(await axeViolations()).toEqual([]);
});
