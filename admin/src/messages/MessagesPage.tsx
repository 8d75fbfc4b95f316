import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { StatusBadge, dataTableColumns, type SelectOption } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminMessagesQuery, MessageState } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';

/** One page of the contact messages, new or handled as the URL says. */
export const AdminMessagesQueryDocument = graphql(`
  query AdminMessages($state: MessageState, $page: Int) {
    messages(state: $state, page: $page) {
      total
      page
      pageSize
      items {
        id
        name
        email
        excerpt
        state
        assignee {
          id
          name
        }
        createdAt
      }
    }
  }
`);

type MessageRow = AdminMessagesQuery['messages']['items'][number];

/** How each state reads. */
export const messageStateLabels: Record<MessageState, string> = { NEW: 'New', HANDLED: 'Handled' };

const stateOptions: SelectOption[] = [
  { value: '', label: 'New and handled' },
  { value: 'NEW', label: 'New' },
  { value: 'HANDLED', label: 'Handled' },
];
const filters: ListFilter[] = [
  { kind: 'select', name: 'state', label: 'State', options: stateOptions },
];

const column = dataTableColumns<MessageRow>();
const columns = [
  column.accessor('excerpt', {
    header: 'Message',
    cell: (info) => <Link to={`/messages/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  column.accessor('name', { header: 'From' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => <StatusBadge status={messageStateLabels[info.getValue()]} />,
  }),
  column.accessor('assignee', {
    header: 'Assigned to',
    cell: (info) => info.getValue()?.name ?? 'Nobody',
  }),
  column.accessor('createdAt', {
    header: 'Received',
    cell: (info) => formatDateTime(info.getValue()),
  }),
];

const isState = (value: string | undefined): value is MessageState =>
  value === 'NEW' || value === 'HANDLED';

/** /admin/messages: the contact form's messages as an inbox, newest first. */
export function MessagesPage() {
  const params = useListParams();
  const state = params.get('state');
  const { data, loading, error } = useQuery(AdminMessagesQueryDocument, {
    variables: { state: isState(state) ? state : undefined, page: params.page },
  });
  return (
    <ListPage<MessageRow>
      title="Messages"
      description="What shoppers wrote through the contact page."
      filters={filters}
      columns={columns}
      data={data?.messages}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty="No messages here."
    />
  );
}
