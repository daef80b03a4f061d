import { COMMENT_MAX_LENGTH, isApiError } from '@aula/contract/site';
import { Alert, Button, Textarea } from '@aula/ui';
import { type FormEvent, useId, useState } from 'react';

export interface TextComposerProps {
  /** The box's name: shown above it with `showLabel`, otherwise its label and placeholder. */
  label: string;
  showLabel?: boolean;
  submitLabel: string;
  initial?: string;
  /** Sends the trimmed text; a refusal shows the server's message (or `failed`) and keeps it. */
  onSubmit: (body: string) => Promise<unknown>;
  /** What shows when the refusal says nothing itself. */
  failed: string;
  /** After the text was sent (the box is empty again). */
  onSent?: () => void;
  /** With it, a "Cancelar" beside the submit. */
  onCancel?: (() => void) | undefined;
}

/**
 * A comment's text box with its submit (a student's comment or reply, the team's answer): keeps
 * the text after an error, never sends twice, never sends blanks.
 */
export function TextComposer({
  label,
  showLabel = false,
  submitLabel,
  initial = '',
  onSubmit,
  failed,
  onSent,
  onCancel,
}: TextComposerProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !body.trim()) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(body.trim());
      setPending(false);
      setBody('');
      onSent?.();
    } catch (err) {
      setPending(false);
      setError(isApiError(err) && err.message ? err.message : failed);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      {showLabel ? (
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      ) : null}
      <Textarea
        id={id}
        aria-label={showLabel ? undefined : label}
        placeholder={showLabel ? undefined : label}
        value={body}
        maxLength={COMMENT_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
      />
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending || !body.trim()} aria-busy={pending}>
          {pending ? 'Enviando…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
