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
import { formatDateTime } from '../format.ts';
import { TextEntryForm } from '../forms/TextEntryForm.tsx';
import { errorMessage } from '../graphql/errors.ts';
import { EventTimeline } from '../layout/EventTimeline.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { messageStateLabels } from './MessagesPage.tsx';

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
      kind
      summary
      text
      by {
        id
        name
      }
      at
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
  const [reply] = useMutation(ReplyToMessageMutation);
  return (
    <TextEntryForm
      name="Reply"
      label={`Reply to ${to}`}
      emptyMessage="Write the reply first."
      maxLength={5000}
      rows={5}
      submitLabel="Send reply"
      onSubmitText={async (text) => {
        await reply({ variables: { input: { id: messageId, text } } });
        toast.success(`Reply mailed to ${to}.`);
      }}
    />
  );
}

/** /admin/messages/:id: the message, its assignee, a reply by email, handled or not, timeline. */
export function MessagePage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminMessageQuery, { variables: { id } });
  const [assign] = useMutation(AssignMessageMutation);
  const [setHandled, { loading: marking }] = useMutation(SetMessageHandledMutation);
  const message = data?.message;
  useScreenTitle(message ? `Message from ${message.name}` : 'Message');

  if (!data && loading) return <PageLoader label="Loading the message" />;
  if (error && !message) {
    return (
      <Page title="Message">
        <FormMessage variant="error">{errorMessage(error)}</FormMessage>
      </Page>
    );
  }
  if (!message) {
    return (
      <EmptyState
        headingLevel={1}
        title="Message not found"
        description="There is no such message."
        actions={<Link to="/messages">Back to messages</Link>}
      />
    );
  }
  const run = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      toast.success(done);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  const handled = message.state === 'HANDLED';
  return (
    <Page
      title={`Message from ${message.name}`}
      description={`Received ${formatDateTime(message.createdAt)}`}
      actions={<Link to="/messages">All messages</Link>}
    >
      <Cluster>
        <StatusBadge status={messageStateLabels[message.state]} />
        <Button
          variant="outline"
          loading={marking}
          onClick={() =>
            void run(
              () => setHandled({ variables: { input: { id: message.id, handled: !handled } } }),
              handled ? 'Marked as new.' : 'Marked as handled.',
            )
          }
        >
          {handled ? 'Mark as new' : 'Mark as handled'}
        </Button>
      </Cluster>
      <Panel title="Message">
        <p>
          {message.email}
          {message.phone ? ` · ${message.phone}` : ''}
        </p>
        <p>{message.body}</p>
        <SelectField
          label="Assigned to"
          value={message.assignee?.id ?? ''}
          options={[
            { value: '', label: 'Nobody' },
            ...(data?.assignableStaff ?? []).map((staff) => ({
              value: staff.id,
              label: staff.name,
            })),
          ]}
          onChange={(event) => {
            const staffId = event.currentTarget.value || null;
            void run(
              () => assign({ variables: { input: { id: message.id, staffId } } }),
              staffId ? 'Message assigned.' : 'Message unassigned.',
            );
          }}
        />
      </Panel>
      <Panel title="Reply">
        <ReplyForm messageId={message.id} to={message.email} />
      </Panel>
      <Panel title="Timeline">
        <EventTimeline label="Message timeline" events={message.timeline} />
      </Panel>
    </Page>
  );
}
