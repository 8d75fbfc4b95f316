import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminMessageQuery } from './MessagePage.tsx';
import { AdminMessagesQueryDocument } from './MessagesPage.tsx';
import { timelineEvent } from '../test/timelineEvent.ts';

const support = { __typename: 'StaffRef', id: 'staff-support', name: 'Support Person' };

const reply =
  'Hello Hira, the full ingredient list is on its page.\nTry a little on your arm first.';

/** The message answered with a timeline: received, assigned, replied, handled, unassigned. */
const answeredMessage = {
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
          timelineEvent('RECEIVED', '2026-11-24T08:00:00.000Z'),
          timelineEvent('ASSIGNED', '2026-11-24T09:00:00.000Z', {
            by: support,
            assigneeName: 'Support Person',
          }),
          timelineEvent('REPLIED', '2026-11-24T09:30:00.000Z', { by: support, text: reply }),
          timelineEvent('HANDLED', '2026-11-24T09:40:00.000Z', { by: support }),
          timelineEvent('ASSIGNED', '2026-11-24T09:45:00.000Z', { by: support }),
        ],
      },
      assignableStaff: [support],
    },
  },
};

test("a message's timeline shows who it was assigned to and the reply's own words", async () => {
  await renderAdmin('/admin/messages/m1', {
    staff: staffMember('SUPPORT'),
    mocks: [answeredMessage],
  });
  const timeline = page.getByRole('list', { name: 'Message timeline' });
  await expect.element(timeline).toBeVisible();
  await expect
    .element(timeline.getByRole('listitem').nth(0))
    .toHaveTextContent('Message received.');
  await expect
    .element(timeline.getByText('Assigned to Support Person by Support Person.'))
    .toBeVisible();
  const replied = timeline.getByRole('listitem').nth(2);
  await expect.element(replied).toHaveTextContent('Reply mailed to the sender by Support Person.');
  await expect.element(replied.getByText(/^Hello Hira, the full ingredient list/)).toBeVisible();
  expect(replied.element().textContent).toContain('Try a little on your arm first.');
  await expect.element(timeline.getByText('Marked handled by Support Person.')).toBeVisible();
  await expect.element(timeline.getByText('Unassigned by Support Person.')).toBeVisible();
  expect(await axeViolations()).toEqual([]);
});

test("in Urdu a message's timeline reads in Urdu, the names and the reply as written", async () => {
  try {
    await renderAdmin('/admin/messages/m1', {
      staff: staffMember('SUPPORT', { locale: 'UR' }),
      mocks: [answeredMessage],
    });
    const timeline = page.getByRole('list', { name: 'پیغام کی ٹائم لائن' });
    await expect.element(timeline).toBeVisible();
    const entries = timeline.getByRole('listitem');
    await expect.element(entries.nth(0)).toHaveTextContent('پیغام موصول ہوا۔');
    await expect
      .element(entries.nth(1))
      .toHaveTextContent('Support Person نے پیغام Support Person کو سونپا۔');
    await expect
      .element(entries.nth(2))
      .toHaveTextContent('Support Person نے بھیجنے والے کو جواب ای میل کیا۔');
    await expect
      .element(entries.nth(2).getByText(/^Hello Hira, the full ingredient list/))
      .toBeVisible();
    await expect
      .element(entries.nth(3))
      .toHaveTextContent('Support Person نے پیغام نمٹا ہوا درج کیا۔');
    await expect
      .element(entries.nth(4))
      .toHaveTextContent('Support Person نے پیغام کسی کے ذمے نہیں رکھا۔');
    // No English of the shop's own: only names, and the reply's words as written.
    const replied = entries
      .nth(2)
      .getByText(/^Hello Hira/)
      .element().textContent!;
    const words = timeline
      .element()
      .textContent!.replace(replied, '')
      .replaceAll('Support Person', '');
    expect(words).not.toMatch(/[A-Za-z]{3,}/);
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('in Urdu the inbox and a message read in Urdu, right to left: filter, columns, state, assignee and reply', async () => {
  try {
    await renderAdmin('/admin/messages', {
      staff: staffMember('SUPPORT', { locale: 'UR' }),
      mocks: [
        {
          request: { query: AdminMessagesQueryDocument, variables: { page: 1 } },
          result: {
            data: {
              messages: {
                __typename: 'MessagePage',
                total: 1,
                page: 1,
                pageSize: 50,
                items: [
                  {
                    __typename: 'MessageSummary',
                    id: 'm1',
                    name: 'Hira Baig',
                    email: 'hira.baig@example.com',
                    excerpt: 'Is the Rose Water Toner safe',
                    state: 'NEW',
                    assignee: null,
                    createdAt: '2026-11-24T08:00:00.000Z',
                  },
                ],
              },
            },
          },
        },
        {
          request: { query: AdminMessageQuery, variables: { id: 'm1' } },
          result: {
            data: {
              message: {
                __typename: 'Message',
                id: 'm1',
                name: 'Hira Baig',
                email: 'hira.baig@example.com',
                phone: null,
                body: 'Is the Rose Water Toner safe for sensitive skin?',
                state: 'NEW',
                assignee: null,
                createdAt: '2026-11-24T08:00:00.000Z',
                timeline: [],
              },
              assignableStaff: [support],
            },
          },
        },
      ],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'پیغامات' })).toBeVisible();
    expect(document.title).toBe('پیغامات - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('combobox', { name: 'حالت' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'بھیجنے والا' })).toBeVisible();
    const row = page.getByRole('row', { name: /Hira Baig/ });
    await expect.element(row).toHaveTextContent('نیا');
    await expect.element(row).toHaveTextContent('کسی کے ذمے نہیں');
    await expect.element(row).toHaveTextContent('24 نومبر، 2026');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('link', { name: 'Is the Rose Water Toner safe' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Hira Baig کا پیغام' }))
      .toBeVisible();
    await expect.element(page.getByText(/^موصول ہوا: 24 نومبر، 2026/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'نمٹا ہوا درج کریں' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'کس کے ذمے' })).toHaveValue('');
    const reply = page.getByRole('form', { name: 'جواب' });
    await reply.getByRole('button', { name: 'جواب بھیجیں' }).click();
    await expect.element(reply.getByText('پہلے جواب لکھیں۔')).toBeVisible();
    await expect
      .element(reply.getByRole('textbox', { name: /^hira.baig@example.com کو جواب/ }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
