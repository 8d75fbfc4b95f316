import { FormattedMessage } from 'react-intl';
import { Button } from '@bloom/ui';
import { PermissionGuard } from '../layout/permissions.tsx';

/**
 * A list's "Export CSV": the download at `path` with the list's filter as its query (the
 * gateway's names), for a role with the `export` permission only. Blank values are left out.
 */
export function ExportCsvLink({
  path,
  filter,
}: {
  path: `/admin/${string}.csv`;
  filter: Record<string, string | number | boolean | null | undefined>;
}) {
  const query = new URLSearchParams(
    Object.entries(filter).flatMap(([name, value]) =>
      value === undefined || value === null || value === '' ? [] : [[name, String(value)]],
    ),
  ).toString();
  return (
    <PermissionGuard permission="EXPORT">
      <Button asChild variant="outline">
        <a href={`${path}${query ? `?${query}` : ''}`} download>
          <FormattedMessage id="admin.list.exportCsv" />
        </a>
      </Button>
    </PermissionGuard>
  );
}
