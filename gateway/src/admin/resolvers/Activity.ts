import type {
  ActivityChange,
  ActivityEntryResolvers,
} from '../../__generated__/admin-resolvers-types.ts';
import { entityTypeOf } from '../enums.ts';
import { isApiRole, roleOf } from '../permissions.ts';
import type { ActivityRecord } from '../types.ts';

/** A field's value as text: strings as they are, anything else as JSON. */
const asText = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields an entry's before and after name, each with both values. */
function changesOf(entry: ActivityRecord): ActivityChange[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: asText(before[field]),
    after: asText(after[field]),
  }));
}

/** One activity entry: the api's before and after objects as a list of changed fields. */
export const ActivityEntry: ActivityEntryResolvers = {
  role: (entry) => (isApiRole(entry.role) ? roleOf(entry.role) : null),
  entityType: (entry) => entityTypeOf(entry.entityType),
  changes: changesOf,
};
