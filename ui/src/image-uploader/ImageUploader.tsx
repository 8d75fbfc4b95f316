import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type DragEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/Button';
import { FormFieldset } from '../field/FormFieldset';
import { FieldError } from '../form-message/FormMessage';
import { useUiMessages } from '../i18n/useUiMessages';

import { ImageIcon, TrashIcon } from '../internal/icons';
import { Spinner } from '../spinner/Spinner';
import { TextField } from '../text-field/TextField';
import styles from './ImageUploader.module.css';

/** Props of {@link ImageUploader}. */
export type ImageUploaderProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onSelect' | 'onChange' | 'defaultValue' | 'name'
> & {
  /** The group's legend. @default 'Photo' */
  legend?: ReactNode;
  /** The file input's label, also what the drop zone says. @default 'Drop a photo here or choose one' */
  chooseLabel?: string;
  /** What files are welcome, read with the file input. @default 'JPEG, PNG or WebP, up to 8 MB.' */
  hint?: ReactNode;
  /** Address of the stored photo, shown as the preview; none shows an empty frame. */
  value?: string;
  /**
   * Called with the file the user chose or dropped, once it passes `accept` and `maxBytes`. The
   * app uploads it (and sets `busy`, then `value` or `error`); until then the file itself is the
   * preview.
   */
  onSelect: (file: File) => void;
  /** The alt text (controlled). */
  alt: string;
  /** Called with the alt text as it is typed. */
  onAltChange: (alt: string) => void;
  /** Label of the alt text field. @default 'Alt text' */
  altLabel?: string;
  /** Help under the alt text field. @default 'What the photo shows, for shoppers who cannot see it.' */
  altHint?: ReactNode;
  /** Error of the alt text field (from the form's validation). */
  altError?: ReactNode;
  /**
   * The photo is being uploaded: a spinner and `busyLabel` show (and are announced). The field
   * stays usable, so a user can choose another photo and the app uploads the newest.
   * @default false
   */
  busy?: boolean;
  /** What is said while `busy`. @default 'Uploading photo…' */
  busyLabel?: string;
  /**
   * Why the upload failed (from the server: "The file is not a JPEG, PNG or WebP image."),
   * announced at once; the preview goes back to `value`.
   */
  error?: ReactNode;
  /** Called by the remove button, shown while there is a photo; no button when omitted. */
  onRemove?: () => void;
  /** Text of the remove button. @default 'Remove photo' */
  removeLabel?: string;
  /** The file types offered by the picker and allowed on drop. @default 'image/jpeg,image/png,image/webp' */
  accept?: string;
  /** Said when a file of another type is dropped or chosen. @default 'Choose a JPEG, PNG or WebP photo.' */
  wrongTypeMessage?: string;
  /** The largest file in bytes handed to `onSelect`. @default 8388608 (8 MB) */
  maxBytes?: number;
  /** Said when a file is larger than `maxBytes`. @default 'Choose a photo of 8 MB or less.' */
  tooLargeMessage?: string;
  /** Name of the file input in the form's data, for a form sent without script. */
  name?: string;
};

/** Whether a file matches an `accept` list (MIME types, `type/*` and `.ext`), as the picker does. */
function accepts(accept: string, file: File): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) =>
      token.startsWith('.')
        ? name.endsWith(token)
        : token.endsWith('/*')
          ? file.type.startsWith(token.slice(0, -1))
          : file.type === token,
    );
}

/**
 * Adds a product photo in the back office: a drop zone with a labelled file input (JPEG, PNG or
 * WebP), a preview of the chosen file at once, the alt text (required, with a hint), an
 * announced busy state while the app uploads, the server's error, and a remove button. The
 * type and size checks here only spare a round trip: the server checks the bytes. Controlled,
 * and it sends nothing itself: the app uploads the file `onSelect` hands over.
 */
export function ImageUploader({
  legend: legendProp,
  chooseLabel: chooseLabelProp,
  hint: hintProp,
  value,
  onSelect,
  alt,
  onAltChange,
  altLabel: altLabelProp,
  altHint: altHintProp,
  altError,
  busy = false,
  busyLabel: busyLabelProp,
  error,
  onRemove,
  removeLabel: removeLabelProp,
  accept = 'image/jpeg,image/png,image/webp',
  wrongTypeMessage: wrongTypeMessageProp,
  maxBytes = 8 * 1024 * 1024,
  tooLargeMessage: tooLargeMessageProp,
  name,
  disabled,
  className,
  ...props
}: ImageUploaderProps) {
  const t = useUiMessages();
  const legend = legendProp ?? t('ui.imageUploader.legend');
  const chooseLabel = chooseLabelProp ?? t('ui.imageUploader.choose');
  const hint = hintProp ?? t('ui.imageUploader.hint');
  const altLabel = altLabelProp ?? t('ui.imageUploader.altLabel');
  const altHint = altHintProp ?? t('ui.imageUploader.altHint');
  const busyLabel = busyLabelProp ?? t('ui.imageUploader.busy');
  const removeLabel = removeLabelProp ?? t('ui.imageUploader.remove');
  const wrongTypeMessage = wrongTypeMessageProp ?? t('ui.imageUploader.wrongType');
  const tooLargeMessage = tooLargeMessageProp ?? t('ui.imageUploader.tooLarge');
  const id = useId();
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  // The chosen file's object URL, and the `value` it was chosen over: once the app passes a new
  // value (the upload's), that one is shown instead.
  const [picked, setPicked] = useState<{ url: string; over: string | undefined }>();
  const [refusal, setRefusal] = useState<string>();
  const [dragging, setDragging] = useState(false);

  // An object URL holds the file in memory until revoked: free it when another file replaces
  // it and when the uploader goes away.
  const pickedUrl = picked?.url;
  useEffect(() => (pickedUrl ? () => URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);

  const shownError = refusal ?? error;
  const preview = picked && picked.over === value && !error ? picked.url : value;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = !accepts(accept, file)
      ? wrongTypeMessage
      : file.size > maxBytes
        ? tooLargeMessage
        : undefined;
    setRefusal(problem);
    if (problem) return;
    setPicked({ url: URL.createObjectURL(file), over: value });
    onSelect(file);
  };

  const remove = () => {
    setPicked(undefined);
    setRefusal(undefined);
    if (fileInput.current) {
      // So choosing the same file again is a change.
      fileInput.current.value = '';
      // The button goes away with the photo; the next thing to do is choose another.
      fileInput.current.focus();
    }
    onRemove?.();
  };

  const dropZoneEvents = disabled
    ? {}
    : {
        onDragOver: (event: DragEvent) => {
          // Without this the browser opens a dropped file instead of handing it to the page.
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setDragging(false);
          }
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          pick(event.dataTransfer.files[0]);
        },
      };

  return (
    <FormFieldset
      legend={legend}
      className={className}
      disabled={disabled}
      aria-busy={busy || undefined}
      {...props}
    >
      <div className={styles.dropZone} data-dragging={dragging || undefined} {...dropZoneEvents}>
        <div className={styles.preview}>
          {preview ? (
            // The alt text is in its own field just below; the preview would only repeat it.
            <img className={styles.image} src={preview} alt="" />
          ) : (
            <ImageIcon className={styles.placeholder} size={40} />
          )}
          {busy && (
            <span className={styles.busyVeil}>
              <Spinner size="lg" label={null} />
            </span>
          )}
        </div>
        <div className={styles.choose}>
          <label className={styles.chooseLabel} htmlFor={fileId}>
            {chooseLabel}
          </label>
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
          <input
            ref={fileInput}
            id={fileId}
            className={styles.file}
            type="file"
            name={name}
            accept={accept}
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          {/* Both always in the page, so the busy state and an error are announced as they come. */}
          <div>
            <p role="status" className={styles.busy}>
              {busy ? busyLabel : ''}
            </p>
            <div role="alert">
              {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
            </div>
          </div>
        </div>
      </div>
      <TextField
        label={altLabel}
        hint={altHint}
        error={altError}
        required
        autoComplete="off"
        value={alt}
        onChange={(event) => onAltChange(event.target.value)}
      />
      {onRemove && preview && (
        <div>
          <Button variant="ghost" size="sm" onClick={remove}>
            <TrashIcon size={16} />
            {removeLabel}
          </Button>
        </div>
      )}
    </FormFieldset>
  );
}
