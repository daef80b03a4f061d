import { useEffect, useEffectEvent } from 'react';

export type ShortcutAction =
  | 'toggle-play'
  | 'back'
  | 'forward'
  | 'next'
  | 'previous'
  | 'toggle-watched'
  | 'toggle-captions'
  | 'quality'
  | 'help';

/** The key that was pressed, as a player action; null for any other key. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      return 'toggle-play';
    case 'j':
    case 'J':
      return 'back';
    case 'l':
    case 'L':
      return 'forward';
    case 'n':
    case 'N':
      return 'next';
    case 'p':
    case 'P':
      return 'previous';
    case 'm':
    case 'M':
      return 'toggle-watched';
    case 'c':
    case 'C':
      return 'toggle-captions';
    case 'q':
    case 'Q':
      return 'quality';
    case '?':
      return 'help';
    default:
      return null;
  }
}

/** Typing somewhere (a field, an editable area, a select): shortcuts stay quiet. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return !!element.closest(
    'input, textarea, select, [contenteditable=""], [contenteditable="true"]',
  );
}

/** Space belongs to the focused control (a button, a link, the video's own controls). */
function spaceBelongsToTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return !!(target as Element).closest('button, a, video, [role="button"], [role="switch"]');
}

/** Listens for the player's shortcuts on the whole page, except while typing or in a dialog. */
export function usePlayerShortcuts(handle: (action: ShortcutAction) => void) {
  // The newest handler, read when a key is pressed (not a ref written during render).
  const onAction = useEffectEvent(handle);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      if (event.key === ' ' && spaceBelongsToTarget(event.target)) return;
      if ((event.target as Element | null)?.closest?.('[role="dialog"]')) return;
      event.preventDefault();
      onAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
