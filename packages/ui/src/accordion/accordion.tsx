import * as React from 'react';
import { cn } from '../lib/cn';

// Sections that open and close, written without Radix (ADR 029): a closed section renders its
// heading button only, and nothing measures the DOM. Radix's Accordion measured every item's
// content and read its computed animation on mount, which cost a course of a hundred sections
// about 250 ms of forced layouts. The markup is the ARIA accordion pattern Radix renders: a
// heading holding a button with `aria-expanded` and `aria-controls`, and a labelled region.

interface AccordionSingleProps {
  type: 'single';
  /** The open section, when the state is the caller's (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Whether the open section can be closed. */
  collapsible?: boolean;
}

interface AccordionMultipleProps {
  type: 'multiple';
  /** The open sections, when the state is the caller's (controlled). */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = (AccordionSingleProps | AccordionMultipleProps) & {
  /** Disables every section. */
  disabled?: boolean;
} & Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'>;

interface RootState {
  open: ReadonlySet<string>;
  toggle: (value: string) => void;
  disabled: boolean;
  /** Whether the accordion has been on the page already: content opened from then on animates. */
  shown: React.RefObject<boolean>;
}

interface ItemState {
  open: boolean;
  disabled: boolean;
  toggle: () => void;
  triggerId: string;
  contentId: string;
}

const RootContext = React.createContext<RootState | null>(null);
const ItemContext = React.createContext<ItemState | null>(null);

function useItem(part: string): ItemState {
  const item = React.useContext(ItemContext);
  if (!item) throw new Error(`${part} must be used within AccordionItem`);
  return item;
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

const TRIGGER = '[data-slot="accordion-trigger"]';

/** The keys that move between the headings' buttons, as the ARIA accordion pattern has them. */
function focusTarget(buttons: HTMLButtonElement[], index: number, key: string) {
  const last = buttons.length - 1;
  if (key === 'ArrowDown') return buttons[index === last ? 0 : index + 1];
  if (key === 'ArrowUp') return buttons[index === 0 ? last : index - 1];
  if (key === 'Home') return buttons[0];
  if (key === 'End') return buttons[last];
  return undefined;
}

/** Arrow keys, Home and End move between the buttons of one accordion (not a nested one's). */
function moveFocus(event: React.KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-slot="accordion"]');
  if (!root) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(TRIGGER)].filter(
    (b) => b.closest('[data-slot="accordion"]') === root && !b.disabled,
  );
  const next = focusTarget(buttons, buttons.indexOf(event.currentTarget), event.key);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Sections that open and close (the course sidebar's sections). */
export function Accordion(props: AccordionProps) {
  const {
    type,
    value,
    defaultValue,
    onValueChange,
    disabled = false,
    className,
    collapsible: canClose,
    ...divProps
  } = props as AccordionProps & { collapsible?: boolean };
  const collapsible = type === 'single' ? (canClose ?? false) : true;
  const [uncontrolled, setUncontrolled] = React.useState(() => asList(defaultValue));
  // One Set per distinct list of open sections, whatever array the caller passes each render.
  const key = (value === undefined ? uncontrolled : asList(value)).join('\u0000');
  const open = React.useMemo(() => new Set(key === '' ? [] : key.split('\u0000')), [key]);
  const latest = React.useRef({ open, type, collapsible, onValueChange, controlled: false });
  const controlled = value !== undefined;
  React.useLayoutEffect(() => {
    latest.current = { open, type, collapsible, onValueChange, controlled };
  });
  const toggle = React.useCallback((item: string) => {
    const {
      open: now,
      type: kind,
      collapsible: closes,
      onValueChange: notify,
      controlled,
    } = latest.current;
    let next: string[];
    if (kind === 'multiple') {
      next = now.has(item) ? [...now].filter((v) => v !== item) : [...now, item];
    } else if (now.has(item)) {
      if (!closes) return;
      next = [];
    } else next = [item];
    if (!controlled) setUncontrolled(next);
    if (kind === 'multiple') (notify as ((v: string[]) => void) | undefined)?.(next);
    else (notify as ((v: string) => void) | undefined)?.(next[0] ?? '');
  }, []);
  const shown = React.useRef(false);
  React.useEffect(() => {
    shown.current = true;
  }, []);
  const root = React.useMemo(() => ({ open, toggle, disabled, shown }), [open, toggle, disabled]);
  return (
    <RootContext.Provider value={root}>
      <div data-slot="accordion" className={cn('aula-accordion', className)} {...divProps} />
    </RootContext.Provider>
  );
}

export interface AccordionItemProps extends React.ComponentProps<'div'> {
  value: string;
  disabled?: boolean;
}

export function AccordionItem({ value, disabled, className, ...props }: AccordionItemProps) {
  const root = React.useContext(RootContext);
  if (!root) throw new Error('AccordionItem must be used within Accordion');
  const id = React.useId();
  const open = root.open.has(value);
  const off = root.disabled || (disabled ?? false);
  const { toggle } = root;
  const item = React.useMemo(
    () => ({
      open,
      disabled: off,
      toggle: () => toggle(value),
      triggerId: `${id}-trigger`,
      contentId: `${id}-content`,
    }),
    [open, off, toggle, value, id],
  );
  const state = open ? 'open' : 'closed';
  return (
    <ItemContext.Provider value={item}>
      <div
        data-slot="accordion-item"
        data-state={state}
        data-disabled={off ? '' : undefined}
        className={cn('aula-accordion-item', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

export type AccordionTriggerProps = React.ComponentProps<'button'> & {
  /** A second line under the title ("3 de 5 aulas · 42 min"). */
  meta?: React.ReactNode;
  /** The heading level of the trigger (3 by default). */
  level?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({
  className,
  children,
  meta,
  level = 3,
  onClick,
  onKeyDown,
  ...props
}: AccordionTriggerProps) {
  const item = useItem('AccordionTrigger');
  const Heading = `h${level}` as const;
  const state = item.open ? 'open' : 'closed';
  return (
    <Heading className="aula-accordion-header" data-state={state}>
      <button
        type="button"
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.open ? item.contentId : undefined}
        disabled={item.disabled}
        data-slot="accordion-trigger"
        data-state={state}
        className={cn('aula-accordion-trigger aula-focus-ring', className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) item.toggle();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
        {...props}
      >
        <span className="aula-accordion-title">
          {children}
          {meta ? (
            <>
              {' '}
              <span className="aula-accordion-meta">{meta}</span>
            </>
          ) : null}
        </span>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="aula-accordion-chevron">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </Heading>
  );
}

/** A section's content: rendered only while the section is open. */
export function AccordionContent(props: React.ComponentProps<'section'>) {
  const item = useItem('AccordionContent');
  return item.open ? <OpenContent item={item} {...props} /> : null;
}

function OpenContent({
  item,
  className,
  children,
  ...props
}: React.ComponentProps<'section'> & { item: ItemState }) {
  const root = React.useContext(RootContext);
  // Mounted each time the section opens: what is open when the accordion first shows appears as
  // it is, what opens later grows in.
  const [animated] = React.useState(() => root?.shown.current ?? false);
  return (
    <section
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-slot="accordion-content"
      data-state="open"
      data-animated={animated ? '' : undefined}
      className="aula-accordion-content"
      {...props}
    >
      <div className={cn('aula-accordion-body', className)}>{children}</div>
    </section>
  );
}
