import * as React from 'react';
import { cn } from './cn';

interface ChoiceIds {
  id: string;
  /** The control's `aria-describedby`: the field's ids plus this choice's description. */
  describedBy: string | undefined;
  descriptionId: string | undefined;
}

/** Ids for a checkbox, switch or radio that may sit beside a label and a description. */
export function useChoiceIds(
  prefix: string,
  id: string | undefined,
  fieldDescribedBy: string | undefined,
  description: React.ReactNode,
): ChoiceIds {
  const generated = React.useId();
  const resolved = id ?? `${prefix}${generated}`;
  const descriptionId = description ? `${resolved}-description` : undefined;
  return {
    id: resolved,
    descriptionId,
    describedBy: [fieldDescribedBy, descriptionId].filter(Boolean).join(' ') || undefined,
  };
}

interface ChoiceProps {
  slot: string;
  ids: ChoiceIds;
  label: React.ReactNode;
  description: React.ReactNode;
  className: string | undefined;
  children: React.ReactNode;
}

/** A checkbox, switch or radio with its label (clickable) and description beside it. */
export function Choice({ slot, ids, label, description, className, children }: ChoiceProps) {
  return (
    <div data-slot={slot} className={cn('aula-choice', className)}>
      {children}
      <div className="aula-choice-text">
        <label htmlFor={ids.id} className="aula-choice-label">
          {label}
        </label>
        {description ? (
          <p id={ids.descriptionId} className="aula-choice-description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
