/**
 * Unsaved changes are not lost by accident: while `when` holds, moving to another screen asks
 * first ("Leave without saving?"), and reloading or closing the tab gets the browser's own
 * warning. A save that is under way or done is not held (`when` should say so).
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@bloom/ui';

/** Props of {@link UnsavedChangesGuard}. */
export interface UnsavedChangesGuardProps {
  /** Whether the screen holds changes not yet saved. */
  when: boolean;
}

/** Holds a navigation away from unsaved changes until staff say to leave. */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const intl = useIntl();
  // The same screen with another query (a list's page) is not leaving it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={intl.formatMessage({ id: 'admin.form.leaveTitle' })}
      description={intl.formatMessage({ id: 'admin.form.leaveDescription' })}
      confirmLabel={intl.formatMessage({ id: 'admin.form.leave' })}
      cancelLabel={intl.formatMessage({ id: 'admin.form.stay' })}
      tone="destructive"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
