import { Stepper, type StepperStep } from '@aula/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface AccountFlowProps {
  /** The flow's heading ("Trocar e-mail"). */
  title: string;
  description?: ReactNode;
  steps: readonly StepperStep[];
  /** The current step (0-based); `steps.length` is the final success step. */
  current: number;
  children: ReactNode;
}

/**
 * The frame of every multi-step account change: a heading, the Stepper, and one step at a time.
 * When the step changes, focus moves to the new step (its title is read), so keyboard and screen
 * reader users continue where the content changed.
 */
export function AccountFlow({ title, description, steps, current, children }: AccountFlowProps) {
  const headingId = useId();
  const stepRef = useRef<HTMLDivElement>(null);
  const shown = useRef(current);
  // After each render: a step that changed takes the focus (never on the first render).
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    stepRef.current?.focus();
  });
  const done = current >= steps.length;
  const stepTitle = done ? 'Concluído' : steps[current]?.title;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      <Stepper steps={steps} current={current} label={`Etapas: ${title}`} />
      {/* biome-ignore lint/a11y/useSemanticElements: a focus target naming the step; its forms have their own names, a fieldset would make them one */}
      <div
        ref={stepRef}
        role="group"
        tabIndex={-1}
        aria-label={
          done
            ? `${title}: concluído`
            : `Etapa ${current + 1} de ${steps.length}: ${String(stepTitle)}`
        }
        className="flex flex-col gap-4 outline-none"
        data-step={current}
      >
        {children}
      </div>
    </section>
  );
}
