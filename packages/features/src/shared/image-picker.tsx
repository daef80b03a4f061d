import { Alert, Button } from '@aula/ui';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useMutationCall } from '../api/mutations';
import { ImageFileError, imageFailure } from './image-file';
import { LaterConfirmDialog } from './later-confirm-dialog';
import { TitledSection } from './titled-section';

/** The picker's pt-BR words: the avatar's ("foto") or the cover's ("capa"). */
export interface ImagePickerMessages {
  title: string;
  hint: string;
  choose: string;
  chooseAnother: string;
  preparing: string;
  save: string;
  cancel: string;
  remove: string;
  removeTitle: string;
  removeDescription: string;
  removeConfirm: string;
  /** The server refused the file's size (413). */
  tooLarge: string;
  /** The browser could not open the picked file. */
  unreadable: string;
}

export interface ImagePickerProps {
  messages: ImagePickerMessages;
  /** The section's heading level on its page. */
  level: 2 | 3;
  /** Whether there is an image now (it can be replaced or removed). */
  hasImage: boolean;
  /** The image, or the chosen one's preview (`previewUrl`) before it is saved. */
  renderImage: (previewUrl: string | null) => ReactNode;
  /** The picture and the controls beside it. */
  className: string;
  /** Checks and resizes the picked file; throws an `ImageFileError` with the reason. */
  prepare: (file: File) => Promise<File>;
  /** Sends the prepared file (the form field the server names in its errors: `field`). */
  upload: (file: File) => Promise<unknown>;
  field: string;
  remove: () => Promise<unknown>;
  /** Told when a chosen image is waiting to be saved, and when it no longer is. */
  onPendingChange?: (pending: boolean) => void;
  'data-testid': string;
}

/**
 * An image chosen, prepared in the browser, previewed, then saved or cancelled; and removed after
 * a confirmation. The profile photo and the course cover (ADR 015, ADR 018).
 */
export function ImagePicker({
  messages,
  level,
  hasImage,
  renderImage,
  className,
  prepare,
  upload,
  field,
  remove,
  onPendingChange,
  ...rest
}: ImagePickerProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);
  const saving = useMutationCall(`image-${field}`, upload);

  // The preview's object URL is released when it is replaced or the page closes.
  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.url) : undefined), [pending]);
  useEffect(() => onPendingChange?.(pending !== null), [pending, onPendingChange]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!picked) return;
    setError(null);
    setPreparing(true);
    try {
      const file = await prepare(picked);
      setPending({ file, url: URL.createObjectURL(file) });
    } catch (err) {
      setPending(null);
      setError(err instanceof ImageFileError ? err.message : messages.unreadable);
    } finally {
      setPreparing(false);
    }
  };

  const save = async () => {
    if (!pending || saving.pending) return;
    setError(null);
    try {
      await saving.trigger(pending.file);
      setPending(null);
    } catch (err) {
      setError(imageFailure(err, messages.tooLarge, field));
    }
  };

  const confirmRemove = async () => {
    setError(null);
    try {
      await remove();
    } catch (err) {
      setError(imageFailure(err, messages.tooLarge));
      throw err;
    }
  };

  return (
    <TitledSection title={messages.title} level={level}>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className={className}>
        {renderImage(pending?.url ?? null)}
        <div className="flex flex-col gap-2">
          <p className="text-muted-foreground text-sm" id={hintId}>
            {messages.hint}
          </p>
          <div className="flex flex-wrap gap-2">
            {pending ? (
              <>
                <Button loading={saving.pending} onClick={() => void save()}>
                  {messages.save}
                </Button>
                <Button
                  variant="outline"
                  disabled={saving.pending}
                  onClick={() => setPending(null)}
                >
                  {messages.cancel}
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="outline"
                  loading={preparing}
                  onClick={() => inputRef.current?.click()}
                  aria-describedby={hintId}
                >
                  {preparing
                    ? messages.preparing
                    : hasImage
                      ? messages.chooseAnother
                      : messages.choose}
                </Button>
                {hasImage ? (
                  <LaterConfirmDialog
                    trigger={<Button color="error">{messages.remove}</Button>}
                    title={messages.removeTitle}
                    description={messages.removeDescription}
                    confirmLabel={messages.removeConfirm}
                    onConfirm={confirmRemove}
                  />
                ) : null}
              </>
            )}
          </div>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label={messages.choose}
            data-testid={rest['data-testid']}
            onChange={(event) => void choose(event)}
          />
        </div>
      </div>
    </TitledSection>
  );
}
