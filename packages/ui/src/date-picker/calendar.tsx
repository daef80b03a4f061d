import * as React from 'react';
import { DayPicker, type DayPickerProps, type RootProps } from 'react-day-picker';
import { cn } from '../lib/cn';
import { useComposedRefs } from '../lib/compose-refs';
import { formatDateLong, formatMonthCaption, formatWeekdayShort } from './date-format';

const classNames = {
  root: 'aula-calendar',
  months: 'aula-calendar-months',
  month: 'aula-calendar-month',
  month_caption: 'aula-calendar-caption',
  caption_label: 'aula-calendar-caption-label',
  nav: 'aula-calendar-nav',
  button_previous: 'aula-calendar-nav-button aula-focus-ring',
  button_next: 'aula-calendar-nav-button aula-focus-ring',
  chevron: 'aula-calendar-chevron',
  month_grid: 'aula-calendar-grid',
  weekdays: 'aula-calendar-weekdays',
  weekday: 'aula-calendar-weekday',
  week: 'aula-calendar-week',
  day: 'aula-calendar-day',
  day_button: 'aula-calendar-day-button aula-focus-ring',
  selected: 'aula-calendar-selected',
  today: 'aula-calendar-today',
  outside: 'aula-calendar-outside',
  disabled: 'aula-calendar-disabled',
  hidden: 'aula-calendar-hidden',
};

/** Accessible names in pt-BR (react-day-picker's defaults are English). */
const labels = {
  labelNav: () => 'Navegação do calendário',
  labelNext: () => 'Próximo mês',
  labelPrevious: () => 'Mês anterior',
  labelGrid: (date) => formatMonthCaption(date),
  labelWeekday: (date) => new Intl.DateTimeFormat('pt-BR', { weekday: 'long' }).format(date),
  labelDayButton: (date, modifiers) =>
    `${modifiers.today ? 'Hoje, ' : ''}${formatDateLong(date)}${modifiers.selected ? ', selecionado' : ''}`,
} satisfies NonNullable<DayPickerProps['labels']>;

const formatters = {
  formatCaption: (month) => formatMonthCaption(month),
  formatWeekdayName: (date) => formatWeekdayShort(date),
} satisfies NonNullable<DayPickerProps['formatters']>;

export type CalendarProps = DayPickerProps & {
  /** Names this calendar's month navigation when a page has more than one ("Início", "Fim"). */
  label?: string;
  /** The calendar's root element. */
  ref?: React.Ref<HTMLDivElement> | undefined;
};

/** The caller's ref, for the root below (react-day-picker takes no ref of its own). */
const CallerRefContext = React.createContext<React.Ref<HTMLDivElement> | undefined>(undefined);

/** react-day-picker's root, with the caller's ref composed with its own (used when animating). */
function CalendarRoot({ rootRef, ...props }: RootProps) {
  const ref = useComposedRefs(rootRef, React.useContext(CallerRefContext));
  return <div {...props} ref={ref} />;
}

/**
 * A month grid in pt-BR (Sunday first, as Brazilian calendars are), keyboard navigable:
 * arrows move by day and week, Page Up/Down by month, Home/End to the week's ends.
 */
export function Calendar({ className, label, ref, components, ...props }: CalendarProps) {
  return (
    <CallerRefContext value={ref}>
      <DayPicker
        data-slot="calendar"
        lang="pt-BR"
        weekStartsOn={0}
        classNames={classNames}
        labels={label ? { ...labels, labelNav: () => `Navegação do calendário: ${label}` } : labels}
        formatters={formatters}
        className={cn(className)}
        components={{ Root: CalendarRoot, ...components }}
        {...(props as React.ComponentProps<typeof DayPicker>)}
      />
    </CallerRefContext>
  );
}
