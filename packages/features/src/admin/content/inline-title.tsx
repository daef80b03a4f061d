import { Input } from '@aula/ui';
import { type KeyboardEvent, useState } from 'react';

/** A title typed in place: Enter (or leaving the field) saves, Escape cancels. */
export function InlineTitle({
  label,
  initial,
  onSave,
  onCancel,
  saveOnBlur = false,
}: {
  label: string;
  initial: string;
  onSave: (title: string) => void;
  onCancel: () => void;
  saveOnBlur?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const [done, setDone] = useState(false);
  const finish = (save: boolean) => {
    if (done) return;
    setDone(true);
    const title = value.trim();
    if (save && title) onSave(title.slice(0, 200));
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };
  return (
    <Input
      aria-label={label}
      placeholder={label}
      value={value}
      maxLength={200}
      // Opened by the person's own click or key: the field takes the focus it asked for.
      autoFocus
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(saveOnBlur)}
    />
  );
}
