import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GraphQLError } from 'graphql';
import { renderRoute } from '../test/renderRoute.tsx';
import { expectNoToast } from '../forms/expectNoToast.ts';
import { SendContactMessageMutation } from './ContactPage.tsx';
import { urdu } from '../forms/urdu.ts';

const reply = {
  data: {
    sendContactMessage: {
      __typename: 'SendContactMessagePayload',
      message: 'Thank you for reaching out! We will get back to you soon.',
    },
  },
};

test('name, email and phone are required, and the email must look like one', async () => {
  const screen = await renderRoute('/contact');
  expect(document.title).toBe('Contact Us - Bloom');

  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();

  await expect.element(screen.getByText('Please enter your name.')).toBeVisible();
  await expect.element(screen.getByText('Please enter your email.')).toBeVisible();
  await expect.element(screen.getByText('Please enter your phone number.')).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

  await userEvent.fill(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect.element(screen.getByText('Please enter a valid email address.')).toBeVisible();
});

test('typing in a field takes its error away; the others stay until the next send', async () => {
  const screen = await renderRoute('/contact');
  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect.element(screen.getByText('Please enter your name.')).toBeVisible();

  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Asha');

  await expect.element(screen.getByText('Please enter your name.')).not.toBeInTheDocument();
  await expect.element(screen.getByText('Please enter your email.')).toBeVisible();
  await expect.element(screen.getByText('Please enter your phone number.')).toBeVisible();
});

test('the focus goes to the first field in error, wherever it is, and nothing is sent', async () => {
  let sent = 0;
  const screen = await renderRoute('/contact', {
    mocks: [
      {
        request: { query: SendContactMessageMutation, variables: () => (sent += 1) > 0 },
        result: reply,
      },
    ],
  });
  const email = screen.getByRole('textbox', { name: 'Email' });
  const phone = screen.getByRole('textbox', { name: 'Phone' });
  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
  await userEvent.fill(phone, '0300');

  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect.element(email).toHaveFocus();
  await expect.element(email).toHaveAccessibleDescription('Please enter your email.');
  await expect.element(phone).toHaveAccessibleDescription('Phone must be 7 to 15 digits.');

  await userEvent.fill(email, 'asha@example.com');
  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect.element(phone).toHaveFocus();
  expect(sent).toBe(0);
});

test('a field the shop refuses (BAD_USER_INPUT) shows its sentence under it and takes the focus', async () => {
  const screen = await renderRoute('/contact', {
    mocks: [
      {
        request: { query: SendContactMessageMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('"email": Email is not a valid email address.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ],
  });
  const email = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
  await userEvent.fill(email, 'asha@example.com');
  await userEvent.fill(screen.getByRole('textbox', { name: 'Phone' }), '03001234567');
  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();

  await expect.element(email).toHaveAccessibleDescription('Email is not a valid email address.');
  await expect.element(email).toHaveFocus();
  await expect.element(email).toHaveValue('asha@example.com');
  await expectNoToast('Email is not a valid email address.');
});

test('the phone field keeps digits only', async () => {
  const screen = await renderRoute('/contact');
  const phone = screen.getByRole('textbox', { name: 'Phone' });

  await userEvent.fill(phone, '0300-123 45a67');

  await expect.element(phone).toHaveValue('03001234567');
});

test('a sent message is confirmed with the shop’s words and the form clears', async () => {
  const screen = await renderRoute('/contact', {
    mocks: [
      {
        request: {
          query: SendContactMessageMutation,
          variables: {
            input: { name: 'Asha Rao', email: 'asha@example.com', phone: '03001234567' },
          },
        },
        result: reply,
      },
    ],
  });

  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), ' Asha Rao ');
  await userEvent.fill(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await userEvent.fill(screen.getByRole('textbox', { name: 'Phone' }), '03001234567');
  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();

  await expect
    .element(screen.getByText('Thank you for reaching out! We will get back to you soon.'))
    .toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect.element(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
});

test('a refused message keeps what was typed and says why', async () => {
  const screen = await renderRoute('/contact', {
    mocks: [
      {
        request: {
          query: SendContactMessageMutation,
          variables: {
            input: {
              name: 'Asha',
              email: 'asha@example.com',
              phone: '03001234567',
              message: 'Where is my order?',
            },
          },
        },
        result: { errors: [new GraphQLError('Too many messages. Please try again later.')] },
      },
    ],
  });

  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
  await userEvent.fill(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await userEvent.fill(screen.getByRole('textbox', { name: 'Phone' }), '03001234567');
  await userEvent.fill(screen.getByRole('textbox', { name: /Message/ }), 'Where is my order?');
  await screen.getByRole('button', { name: 'SEND MESSAGE' }).click();

  await expect
    .element(screen.getByText('Too many messages. Please try again later.'))
    .toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
});

test('the shop’s phone, email, address and social links are listed', async () => {
  const screen = await renderRoute('/contact');
  const details = screen.getByRole('region', { name: 'Reach us directly' });

  await expect
    .element(details.getByRole('link', { name: 'hello@bloom.example.com' }))
    .toHaveAttribute('href', 'mailto:hello@bloom.example.com');
  await expect.element(details.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect.element(details.getByText('14 Rose Lane, Gulberg, Lahore')).toBeVisible();
});

test('in Urdu the contact page speaks Urdu and asks for what is missing in Urdu', async () => {
  const screen = await renderRoute('/contact', { locale: 'ur' });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.menu.contact') }))
    .toBeVisible();
  expect(document.title).toContain(urdu('shop.menu.contact'));
  await expect.element(screen.getByText(urdu('shop.contact.intro'))).toBeVisible();
  const form = screen.getByRole('form', { name: urdu('shop.contact.form.title') });
  await expect
    .element(form.getByRole('textbox', { name: urdu('shop.contact.message') }))
    .toHaveAccessibleDescription(urdu('shop.contact.optional'));

  await form.getByRole('button', { name: urdu('shop.contact.send') }).click();
  const name = form.getByRole('textbox', { name: urdu('shop.field.name') });
  await expect.element(name).toHaveFocus();
  await expect.element(name).toHaveAccessibleDescription(urdu('shop.validation.nameRequired'));
  await expect
    .element(form.getByRole('textbox', { name: urdu('shop.field.email') }))
    .toHaveAccessibleDescription(urdu('shop.validation.emailRequired'));
  await expect
    .element(form.getByRole('textbox', { name: urdu('shop.field.phone') }))
    .toHaveAccessibleDescription(urdu('shop.validation.phoneRequired'));

  const details = screen.getByRole('region', { name: urdu('shop.contact.direct') });
  for (const id of [
    'shop.contact.phone',
    'shop.contact.email',
    'shop.contact.address',
    'shop.contact.followUs',
  ] as const) {
    await expect.element(details.getByText(urdu(id), { exact: true })).toBeVisible();
  }
  expect(screen.getByRole('main').element().textContent).not.toMatch(
    /Get in Touch|SEND MESSAGE|Reach us directly|Follow us|Please enter/,
  );
});
