import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Columns,
  Hero,
  NumberField,
  Panel,
  Prose,
  Stack,
  TextArea,
  TextField,
  toast,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { errorMessage } from '../graphql/errors.ts';
import { useFormFields } from '../forms/useFormFields.ts';
import { shopAddress } from '../layout/SiteFooter.tsx';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';

/** Sends the contact form to the shop. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      message
    }
  }
`);

type Fields = { name: string; email: string; phone: string; message: string };
type Errors = Partial<Record<keyof Fields, string>>;

const empty: Fields = { name: '', email: '', phone: '', message: '' };

/** A light check that catches typos; the shop checks the address again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md §5: name, email and phone (digits) are required; the message is optional. */
export function validateContact(fields: Fields): Errors {
  const errors: Errors = {};
  if (!fields.name.trim()) errors.name = 'Please enter your name.';
  if (!fields.email.trim()) errors.email = 'Please enter your email.';
  else if (!EMAIL.test(fields.email.trim())) errors.email = 'Please enter a valid email address.';
  if (!fields.phone) errors.phone = 'Please enter your phone number.';
  else if (!/^\d+$/.test(fields.phone)) errors.phone = 'Please use digits only.';
  return errors;
}

/** /contact: the Get in Touch form and the shop's contact details (SPEC.md §2). */
export function ContactPage() {
  const [errors, setErrors] = useState<Errors>({});
  // Editing a field takes its error away; the others stay until the next submit.
  const { fields, setFields, bind } = useFormFields<Fields>(empty, (key) =>
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current)),
  );
  const [send, { loading }] = useMutation(SendContactMessageMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const { data } = await send({
        variables: {
          input: {
            name: fields.name.trim(),
            email: fields.email.trim(),
            phone: fields.phone,
            ...(fields.message.trim() ? { message: fields.message.trim() } : {}),
          },
        },
      });
      if (data) toast.success(data.sendContactMessage.message);
      setFields(empty);
    } catch (error) {
      // SPEC.md §8 leaves a failed message silent; a shopper whose message was lost needs to know.
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <PageTitle page={'Contact Us'} />
      <Hero
        title="Contact Us"
        titleId="contact-title"
        description="A question about an order, a product or your skin? Write to us and we will answer within one working day."
      />
      <Columns>
        <Panel title="Get in Touch" titleId="contact-form-title">
          <Stack asChild>
            <form aria-labelledby="contact-form-title" noValidate onSubmit={(e) => void submit(e)}>
              <TextField
                label="Name"
                autoComplete="name"
                required
                error={errors.name}
                {...bind('name')}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                required
                error={errors.email}
                {...bind('email')}
              />
              <NumberField
                label="Phone"
                autoComplete="tel"
                required
                error={errors.phone}
                {...bind('phone')}
              />
              <TextArea
                label="Message"
                hint="Optional"
                rows={5}
                maxLength={2000}
                {...bind('message')}
              />
              <Button type="submit" loading={loading}>
                SEND MESSAGE
              </Button>
            </form>
          </Stack>
        </Panel>
        <Panel title="Reach us directly">
          <Prose asChild>
            <dl>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${shop.phone.replaceAll(' ', '')}`}>{shop.phone}</a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </dd>
              <dt>Address</dt>
              <dd>
                <address>{shopAddress}</address>
              </dd>
              <dt>Follow us</dt>
              {shop.social.map((social) => (
                <dd key={social.name}>
                  <a href={social.url} rel="noopener noreferrer" target="_blank">
                    {social.name}
                  </a>
                </dd>
              ))}
            </dl>
          </Prose>
        </Panel>
      </Columns>
    </>
  );
}
