import { type ReactNode, useId } from 'react';

export interface TitledSectionProps {
  title: ReactNode;
  /** The heading's level on its page. */
  level?: 2 | 3;
  /** The heading's id (a generated one unless a page links to it). */
  id?: string;
  children: ReactNode;
}

/** A section of an account or settings page, named by its heading. */
export function TitledSection({ title, level = 2, id, children }: TitledSectionProps) {
  const generated = useId();
  const headingId = id ?? generated;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}
