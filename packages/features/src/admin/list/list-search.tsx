import { FormField, Input } from '@aula/ui';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';

export interface ListSearchProps {
  /** The list's search (from the URL). */
  value: string;
  /** The typed text once typing pauses, trimmed; not called for the search already shown. */
  onSearch: (text: string) => void;
  /** The box's label (`search`) and hint (`searchHint`), from the list's messages. */
  messages: { search: string; searchHint?: string };
  /** At most this many characters (the codec reads no more). */
  maxLength?: number;
  delay?: number;
  className?: string;
}

/**
 * An admin list's search box: the text is sent once typing pauses (300 ms), and the box follows
 * the list's search when back/forward or a link changes it, without losing what is being typed.
 */
export function ListSearch({
  value,
  onSearch,
  messages,
  maxLength = 100,
  delay = SEARCH_DEBOUNCE_MS,
  className,
}: ListSearchProps) {
  const [text, setText] = useState(value);
  // The search the box last agreed with: a different one came from outside (back/forward, a link,
  // "Limpar filtros"), and the box shows it. State, not a ref, so nothing is written during render.
  const [agreed, setAgreed] = useState(value);
  if (agreed !== value) {
    setAgreed(value);
    if (text.trim() !== value.trim()) setText(value);
  }
  useDebounced(text, delay, (typed) => {
    const next = typed.trim();
    if (next === value.trim()) return;
    setAgreed(next);
    onSearch(next);
  });
  return (
    <FormField label={messages.search} hint={messages.searchHint} className={className}>
      <Input
        type="search"
        size="md"
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </FormField>
  );
}
