import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { StatusBadge, dataTableColumns } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { AdminMessagesQuery, MessageState } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';
import { messageStateMessageIds } from './messageStates.ts';

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

/** The list's filter in the screen's language. */
function useFilters(): ListFilter[] {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: string) => intl.formatMessage({ id });
    return [
      {
        kind: 'select',
        name: 'state',
        label: say('admin.messages.state'),
        options: [
          { value: '', label: say('admin.messages.newAndHandled') },
          { value: 'NEW', label: say(messageStateMessageIds.NEW) },
          { value: 'HANDLED', label: say(messageStateMessageIds.HANDLED) },
        ],
      },
    ];
  }, [intl]);
}

const column = dataTableColumns<MessageRow>();

/** The table's columns, headed in the screen's language, dates written in it. */
function useColumns() {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => {
    const say = (id: string) => intl.formatMessage({ id });
    return [
      column.accessor('excerpt', {
        header: say('admin.messages.message'),
        cell: (info) => <Link to={`/messages/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('name', { header: say('admin.messages.from') }),
      column.accessor('email', { header: say('admin.messages.email') }),
      column.accessor('state', {
        header: say('admin.messages.state'),
        cell: (info) => <StatusBadge status={say(messageStateMessageIds[info.getValue()])} />,
      }),
      column.accessor('assignee', {
        header: say('admin.messages.assignedTo'),
        cell: (info) => info.getValue()?.name ?? say('admin.messages.nobody'),
      }),
      column.accessor('createdAt', {
        header: say('admin.messages.received'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
    ];
  }, [intl, format]);
}

const isState = (value: string | undefined): value is MessageState =>
  value === 'NEW' || value === 'HANDLED';

/** /admin/messages: the contact form's messages as an inbox, newest first. */
export function MessagesPage() {
  const intl = useIntl();
  const filters = useFilters();
  const columns = useColumns();
  const params = useListParams();
  const state = params.get('state');
  const { data, loading, error } = useQuery(AdminMessagesQueryDocument, {
    variables: { state: isState(state) ? state : undefined, page: params.page },
  });
  return (
    <ListPage<MessageRow>
      title={intl.formatMessage({ id: 'admin.messages.title' })}
      description={intl.formatMessage({ id: 'admin.messages.description' })}
      filters={filters}
      columns={columns}
      data={data?.messages}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty={intl.formatMessage({ id: 'admin.messages.empty' })}
    />
  );
}
