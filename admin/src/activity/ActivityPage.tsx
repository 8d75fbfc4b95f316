import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { dataTableColumns, type SelectOption } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { ActivityEntityType, AdminActivityQuery } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';

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

const column = dataTableColumns<EntryRow>();
const columns = [
  column.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('staff', {
    header: 'Who',
    cell: (info) => {
      const { staff, role } = info.row.original;
      return staff ? `${staff.name}${role ? ` (${role.toLowerCase()})` : ''}` : 'The shop';
    },
  }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('entityId', {
    header: 'What',
    cell: (info) => {
      const entry = info.row.original;
      const name = `${entityLabels[entry.entityType]} ${entry.entityName ?? entry.entityId}`;
      const to = subjectLink(entry);
      return to ? <Link to={to}>{name}</Link> : name;
    },
  }),
  column.accessor('changes', {
    header: 'Changes',
    cell: (info) =>
      info.getValue().length > 0 ? (
        <ul>
          {info.getValue().map((change) => (
            <li key={change.field}>
              {change.field}: {change.before ?? '—'} → {change.after ?? '—'}
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  }),
];

/** /admin/activity: every staff change, newest first, by staff member, kind and date. */
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
