import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, DialogContent, type DialogContentProps } from '@bloom/ui';
import { shortcutSections } from './shortcuts.ts';
import styles from './ShortcutsDialog.module.css';

/** Props of {@link ShortcutsDialog}. */
export interface ShortcutsDialogProps {
  /** Whether it is open. */
  open: boolean;
  /** Called as it opens or closes. */
  onOpenChange(open: boolean): void;
  /** Where focus goes as it closes (it has no trigger for Radix to send it back to). */
  onCloseAutoFocus: DialogContentProps['onCloseAutoFocus'];
}

/** The list `?` opens: every keyboard shortcut of the back office, and what it does. */
export function ShortcutsDialog({ open, onOpenChange, onCloseAutoFocus }: ShortcutsDialogProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={say('admin.shortcuts.title')}
        width="32rem"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {shortcutSections().map((section) => (
          <section key={section.title} className={styles.section}>
            <h3 className={styles.heading}>{say(section.title)}</h3>
            <dl className={styles.list}>
              {section.lines.map((line) => (
                <Fragment key={line.does}>
                  <dt>
                    {line.keys.map((combination, index) => (
                      <Fragment key={combination.join('+')}>
                        {index > 0 && (
                          <span className={styles.or}>{say('admin.shortcuts.or')}</span>
                        )}
                        {combination.map((key, at) => (
                          <Fragment key={key}>
                            {at > 0 && ' '}
                            <kbd className={styles.key}>{key}</kbd>
                          </Fragment>
                        ))}
                      </Fragment>
                    ))}
                  </dt>
                  <dd>{say(line.does)}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
