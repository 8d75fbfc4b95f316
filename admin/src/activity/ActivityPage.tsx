import { Fragment, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { dataTableColumns, type SelectOption } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { ActivityEntityType, AdminActivityQuery } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';
import { activitySentence } from './activitySentence.ts';
import styles from './ActivityPage.module.css';

/** One page of the activity log, and the staff to filter it by. */
export const AdminActivityQueryDocument = graphql(`
  query AdminActivity($filter: ActivityFilter, $page: Int) {
    activity(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        at
        staff {
          id
          name
        }
        role
        action
        entityType
        entityId
        entityName
        changes {
          field
          before
          after
        }
      }
    }
    staffMembers {
      id
      name
    }
  }
`);

type EntryRow = AdminActivityQuery['activity']['items'][number];

/** Each kind of thing's catalogue entry. */
const entityMessageIds: Record<ActivityEntityType, string> = {
  ORDER: 'admin.activityKind.order',
  CUSTOMER: 'admin.activityKind.customer',
  MESSAGE: 'admin.activityKind.message',
  STAFF: 'admin.activityKind.staff',
  INVITATION: 'admin.activityKind.invitation',
  PRODUCT: 'admin.activityKind.product',
  COUPON: 'admin.activityKind.coupon',
  REVIEW: 'admin.activityKind.review',
};

const isEntityType = (value: string | undefined): value is ActivityEntityType =>
  value !== undefined && Object.hasOwn(entityMessageIds, value);

/** Where an entry's subject is shown, when the back office has a screen for it. */
function subjectLink(entry: EntryRow): string | undefined {
  if (entry.entityType === 'ORDER') return `/orders/${encodeURIComponent(entry.entityId)}`;
  if (entry.entityType === 'CUSTOMER') return `/customers/${entry.entityId}`;
  if (entry.entityType === 'MESSAGE') return `/messages/${entry.entityId}`;
  return undefined;
}

/** An entry's sentence, its subject a link when the back office has a screen for it. */
function Sentence({
  entry,
  staffName,
}: {
  entry: EntryRow;
  staffName(id: string): string | undefined;
}) {
  const intl = useIntl();
  const { id, values, subject } = activitySentence(entry, intl, staffName);
  const to = subjectLink(entry);
  return (
    <FormattedMessage
      id={id}
      values={{ ...values, subject: to ? <Link to={to}>{subject}</Link> : subject }}
    />
  );
}

/** The entry as the log keeps it: its key, the thing's id and every field before and after. */
function RawEntry({ entry }: { entry: EntryRow }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  // Keys, ids, field names and stored values are the log's own, as it keeps them.
  return (
    <details>
      <summary>{say('admin.activity.details')}</summary>
      <dl className={styles.raw}>
        <dt>{say('admin.activity.action')}</dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
        <dt>{say(entityMessageIds[entry.entityType])}</dt>
        <dd>
          <code>{entry.entityId}</code>
        </dd>
        {entry.role && (
          <>
            <dt>{say('admin.activity.roleThen')}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'admin.activity.roleWord' },
                { role: entry.role.toUpperCase() },
              )}
            </dd>
          </>
        )}
        {entry.changes.map((change) => (
          <Fragment key={change.field}>
            <dt>{change.field}</dt>
            <dd>
              {change.before ?? '—'} → {change.after ?? '—'}
            </dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}

const column = dataTableColumns<EntryRow>();

/** The table's columns in the screen's language; `staffName` names staff by id. */
function useColumns(staffName: (id: string) => string | undefined) {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('at', {
        header: intl.formatMessage({ id: 'admin.activity.when' }),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.accessor('action', {
        header: intl.formatMessage({ id: 'admin.activity.whatHappened' }),
        cell: (info) => <Sentence entry={info.row.original} staffName={staffName} />,
      }),
      column.accessor('changes', {
        header: intl.formatMessage({ id: 'admin.activity.asRecorded' }),
        cell: (info) => <RawEntry entry={info.row.original} />,
      }),
    ],
    [intl, format, staffName],
  );
}

/**
 * /admin/activity: every staff change, newest first, by staff member, kind and date, each as a
 * sentence ("Bloom Staff marked order BLM-482913 Dispatched") with the entry as recorded (its key,
 * ids and each field before and after) one click away.
 */
export function ActivityPage() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const params = useListParams();
  const entityType = params.get('entityType');
  const { data, loading, error } = useQuery(AdminActivityQueryDocument, {
    variables: {
      filter: {
        staffId: params.get('staffId'),
        entityType: isEntityType(entityType) ? entityType : undefined,
        from: params.get('from'),
        to: params.get('to'),
      },
      page: params.page,
    },
  });
  const staffMembers = data?.staffMembers;
  const staffName = useMemo(() => {
    const names = new Map((staffMembers ?? []).map((staff) => [staff.id, staff.name]));
    return (id: string) => names.get(id);
  }, [staffMembers]);
  const columns = useColumns(staffName);
  const staffOptions: SelectOption[] = [
    { value: '', label: say('admin.activity.everyone') },
    ...(data?.staffMembers ?? []).map((staff) => ({ value: staff.id, label: staff.name })),
  ];
  const filters: ListFilter[] = [
    {
      kind: 'select',
      name: 'staffId',
      label: say('admin.activity.staffMember'),
      options: staffOptions,
    },
    {
      kind: 'select',
      name: 'entityType',
      label: say('admin.activity.kind'),
      options: [
        { value: '', label: say('admin.activity.everything') },
        ...(Object.keys(entityMessageIds) as ActivityEntityType[]).map((value) => ({
          value,
          label: say(entityMessageIds[value]),
        })),
      ],
    },
    { kind: 'dateRange', name: 'from', label: say('admin.activity.when') },
  ];
  return (
    <ListPage<EntryRow>
      title={say('admin.activity.title')}
      description={say('admin.activity.description')}
      filters={filters}
      columns={columns}
      data={data?.activity}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty={say('admin.activity.empty')}
    />
  );
}
