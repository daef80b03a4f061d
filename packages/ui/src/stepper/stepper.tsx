import type * as React from 'react';
import { cn } from '../lib/cn';

export interface StepperStep {
  title: React.ReactNode;
  description?: React.ReactNode;
}

export interface StepperProps extends React.ComponentProps<'ol'> {
  steps: readonly StepperStep[];
  /** The current step's index (0-based); earlier steps are done. */
  current: number;
  orientation?: 'horizontal' | 'vertical';
  label?: string;
}

type StepState = 'complete' | 'current' | 'upcoming';
const STATE_TEXT: Record<StepState, string> = {
  complete: 'concluída',
  current: 'etapa atual',
  upcoming: 'pendente',
};

/** The numbered steps of a multi-step flow (sign-up, finish registration, reset password). */
export function Stepper({
  steps,
  current,
  orientation = 'horizontal',
  label = 'Etapas',
  className,
  ...props
}: StepperProps) {
  return (
    <ol
      data-slot="stepper"
      data-orientation={orientation}
      aria-label={label}
      className={cn('aula-stepper', className)}
      {...props}
    >
      {steps.map((step, index) => {
        const state: StepState =
          index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positions in a fixed flow
            key={index}
            data-slot="stepper-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="aula-stepper-step"
          >
            <span className="aula-stepper-marker" aria-hidden="true">
              {state === 'complete' ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="m3.5 8.5 3 3 6-7" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className="aula-stepper-text">
              <span className="aula-stepper-title">{step.title}</span>
              {step.description ? (
                <span className="aula-stepper-description">{step.description}</span>
              ) : null}
              <span className="aula-sr-only">
                {`Etapa ${index + 1} de ${steps.length}, ${STATE_TEXT[state]}`}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
