import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { clientIp } from '../http/client.ts';
import { refusals } from '../http/contract.ts';
import { consumeRateLimit } from '../http/rate-limit.ts';
import { email, multilineText, phone, text } from '../http/validation.ts';
import { quoted } from '../mail/mailer.ts';
import { shop } from '../shop.ts';

const contactBody = z.strictObject({
  name: text('Name', 1, 100),
  email,
  phone,
  message: multilineText('Message', 0, 5000).optional(),
});

/** The contact form call of SPEC.md §7: stored, and mailed to the shop. */
export function registerContactRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, limits, mailer } = context;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact/createContact',
    {
      schema: {
        body: contactBody,
        response: {
          201: z.strictObject({ msg: z.string().describe('Thanks, in the words of SPEC.md §7.') }),
          ...refusals(400, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await consumeRateLimit(db, `contact:ip:${clientIp(request)}`, limits.contactPerIp);
      await consumeRateLimit(db, `contact:account:${body.email}`, limits.contactPerAccount);
      await db.query(
        'INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)',
        [body.name, body.email, body.phone, body.message ?? ''],
      );
      mailer
        .send({
          to: shop.email,
          subject: `Contact form: ${body.name}`,
          // The shopper's words as a quoted block, so a line of theirs ("Bcc: ...") cannot pass
          // for one of the mail's own.
          text: `From ${body.name} <${body.email}>, phone ${body.phone}\n\nTheir message:\n\n${body.message ? quoted(body.message) : '(no message)'}\n`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'contact mail failed'));
      return reply
        .status(201)
        .send({ msg: 'Thank you for reaching out! We will get back to you soon.' });
    },
  );
}
