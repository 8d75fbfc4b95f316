import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Cluster,
  EmptyState,
  FormMessage,
  Page,
  PageLoader,
  Panel,
  SelectField,
  StatusBadge,
  toast,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { useFormat } from '../format.ts';
import { TextEntryForm } from '../forms/TextEntryForm.tsx';
import { errorMessage } from '../graphql/errors.ts';
import { EventTimeline } from '../layout/EventTimeline.tsx';
import { timelineSentence } from '../layout/timelineSentence.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { messageStateMessageIds } from './messageStates.ts';

/** What the message page shows; every change answers it whole. */
export const AdminMessageFields = graphql(`
  fragment AdminMessageFields on Message {
    id
    name
    email
    phone
    body
    state
    assignee {
      id
      name
    }
    createdAt
    timeline {
      ...TimelineEventFields
    }
  }
`);

/** One message, and who it can be assigned to. */
export const AdminMessageQuery = graphql(`
  query AdminMessage($id: ID!) {
    message(id: $id) {
      ...AdminMessageFields
    }
    assignableStaff {
      id
      name
    }
  }
`);

const AssignMessageMutation = graphql(`
  mutation AssignMessage($input: AssignMessageInput!) {
    assignMessage(input: $input) {
      ...AdminMessageFields
    }
  }
`);

const ReplyToMessageMutation = graphql(`
  mutation ReplyToMessage($input: ReplyToMessageInput!) {
    replyToMessage(input: $input) {
      ...AdminMessageFields
    }
  }
`);

const SetMessageHandledMutation = graphql(`
  mutation SetMessageHandled($input: SetMessageHandledInput!) {
    setMessageHandled(input: $input) {
      ...AdminMessageFields
    }
  }
`);

/** Replies by email; the reply stays on the message's timeline. */
function ReplyForm({ messageId, to }: { messageId: string; to: string }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id }, { to });
  const [reply] = useMutation(ReplyToMessageMutation);
  return (
    <TextEntryForm
      name={say('admin.message.reply')}
      label={say('admin.message.replyTo')}
      emptyMessage={say('admin.message.replyEmpty')}
      maxLength={5000}
      rows={5}
      submitLabel={say('admin.message.sendReply')}
      onSubmitText={async (text) => {
        await reply({ variables: { input: { id: messageId, text } } });
        toast.success(say('admin.message.replied'));
      }}
    />
  );
}

/** /admin/messages/:id: the message, its assignee, a reply by email, handled or not, timeline. */
export function MessagePage() {
  const intl = useIntl();
  const format = useFormat();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminMessageQuery, { variables: { id } });
  const [assign] = useMutation(AssignMessageMutation);
  const [setHandled, { loading: marking }] = useMutation(SetMessageHandledMutation);
  const message = data?.message;
  const title = message
    ? say('admin.message.title', { name: message.name })
    : say('admin.message.message');
  useScreenTitle(title);

  if (!data && loading) return <PageLoader label={say('admin.message.loading')} />;
  if (error && !message) {
    return (
      <Page title={title}>
        <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>
      </Page>
    );
  }
  if (!message) {
    return (
      <EmptyState
        headingLevel={1}
        title={say('admin.message.notFound')}
        description={say('admin.message.notFoundDescription')}
        actions={<Link to="/messages">{say('admin.message.backToMessages')}</Link>}
      />
    );
  }
  const run = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      toast.success(done);
    } catch (failure) {
      toast.error(errorMessage(failure, intl));
    }
  };
  const handled = message.state === 'HANDLED';
  return (
    <Page
      title={title}
      description={say('admin.message.receivedAt', { at: format.dateTime(message.createdAt) })}
      actions={<Link to="/messages">{say('admin.message.all')}</Link>}
    >
      <Cluster>
        <StatusBadge status={say(messageStateMessageIds[message.state])} />
        <Button
          variant="outline"
          loading={marking}
          onClick={() =>
            void run(
              () => setHandled({ variables: { input: { id: message.id, handled: !handled } } }),
              say(handled ? 'admin.message.markedNew' : 'admin.message.markedHandled'),
            )
          }
        >
          {say(handled ? 'admin.message.markNew' : 'admin.message.markHandled')}
        </Button>
      </Cluster>
      <Panel title={say('admin.message.message')}>
        <p>
          {message.email}
          {message.phone ? ` · ${message.phone}` : ''}
        </p>
        <p>{message.body}</p>
        <SelectField
          label={say('admin.messages.assignedTo')}
          value={message.assignee?.id ?? ''}
          options={[
            { value: '', label: say('admin.messages.nobody') },
            ...(data?.assignableStaff ?? []).map((staff) => ({
              value: staff.id,
              label: staff.name,
            })),
          ]}
          onChange={(event) => {
            const staffId = event.currentTarget.value || null;
            void run(
              () => assign({ variables: { input: { id: message.id, staffId } } }),
              say(staffId ? 'admin.message.assigned' : 'admin.message.unassigned'),
            );
          }}
        />
      </Panel>
      <Panel title={say('admin.message.reply')}>
        <ReplyForm messageId={message.id} to={message.email} />
      </Panel>
      <Panel title={say('admin.product.timeline')}>
        <EventTimeline
          label={say('admin.message.timelineLabel')}
          events={message.timeline.map((event) => ({
            what: timelineSentence(event, intl),
            at: event.at,
            by: event.by,
            // A reply's own words, as written.
            text: event.kind === 'REPLIED' ? event.text : null,
          }))}
        />
      </Panel>
    </Page>
  );
}
