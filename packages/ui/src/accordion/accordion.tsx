import { Accordion as AccordionPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** Sections that open and close (the course sidebar's sections), on Radix. */
export function Accordion({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('aula-accordion', className)}
      {...props}
    />
  );
}

export function AccordionItem({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('aula-accordion-item', className)}
      {...props}
    />
  );
}

export type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
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
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="aula-accordion-header">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn('aula-accordion-trigger aula-focus-ring', className)}
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
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="aula-accordion-content"
      {...props}
    >
      <div className={cn('aula-accordion-body', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
