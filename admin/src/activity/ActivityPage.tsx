import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { dataTableColumns, type SelectOption } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { ActivityEntityType, AdminActivityQuery } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
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

/** How each kind of thing reads. */
const entityLabels: Record<ActivityEntityType, string> = {
  ORDER: 'Order',
  CUSTOMER: 'Customer',
  MESSAGE: 'Message',
  STAFF: 'Staff',
  INVITATION: 'Invitation',
  PRODUCT: 'Product',
  COUPON: 'Coupon',
  REVIEW: 'Review',
};

const isEntityType = (value: string | undefined): value is ActivityEntityType =>
  value !== undefined && Object.hasOwn(entityLabels, value);

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
  const { lead, subject, tail } = activitySentence(entry, staffName);
  const to = subjectLink(entry);
  return (
    <>
      {lead}
      {subject && ' '}
      {subject && (to ? <Link to={to}>{subject}</Link> : subject)}
      {tail && ` ${tail}`}
    </>
  );
}

/** The entry as the log keeps it: its key, the thing's id and every field before and after. */
function RawEntry({ entry }: { entry: EntryRow }) {
  return (
    <details>
      <summary>Details</summary>
      <dl className={styles.raw}>
        <dt>Action</dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
        <dt>{entityLabels[entry.entityType]}</dt>
        <dd>
          <code>{entry.entityId}</code>
        </dd>
        {entry.role && (
          <>
            <dt>Role then</dt>
            <dd>{entry.role.toLowerCase()}</dd>
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
const columnsFor = (staffName: (id: string) => string | undefined) => [
  column.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('action', {
    header: 'What happened',
    cell: (info) => <Sentence entry={info.row.original} staffName={staffName} />,
  }),
  column.accessor('changes', {
    header: 'The change as recorded',
    cell: (info) => <RawEntry entry={info.row.original} />,
  }),
];

/**
 * /admin/activity: every staff change, newest first, by staff member, kind and date, each as a
 * sentence ("Bloom Staff marked order BLM-482913 Dispatched") with the entry as recorded (its key,
 * ids and each field before and after) one click away.
 */
export function ActivityPage() {
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
  const names = new Map((data?.staffMembers ?? []).map((staff) => [staff.id, staff.name]));
  const columns = columnsFor((id) => names.get(id));
  const staffOptions: SelectOption[] = [
    { value: '', label: 'Everyone' },
    ...(data?.staffMembers ?? []).map((staff) => ({ value: staff.id, label: staff.name })),
  ];
  const filters: ListFilter[] = [
    { kind: 'select', name: 'staffId', label: 'Staff member', options: staffOptions },
    {
      kind: 'select',
      name: 'entityType',
      label: 'Kind',
      options: [
        { value: '', label: 'Everything' },
        ...(Object.keys(entityLabels) as ActivityEntityType[]).map((value) => ({
          value,
          label: entityLabels[value],
        })),
      ],
    },
    { kind: 'dateRange', name: 'from', label: 'When' },
  ];
  return (
    <ListPage<EntryRow>
      title="Activity"
      description="Every change staff made, newest first. The log is never edited."
      filters={filters}
      columns={columns}
      data={data?.activity}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      empty="No activity matches."
    />
  );
}
