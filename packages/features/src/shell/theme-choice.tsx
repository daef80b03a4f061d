import { cn } from '@aula/ui';
import { useId } from 'react';

/** A person's theme choice: follow the device (`system`), or always light or dark (ADR 027). */
export type ThemeName = 'system' | 'light' | 'dark';

/** The choice and how to change it, as the app passes it to the shell's menus. */
export interface ThemeControl {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
}

/** The choices, in the order they show. */
export const THEME_OPTIONS = [
  { value: 'system', label: 'Sistema' },
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
] as const satisfies readonly { value: ThemeName; label: string }[];

/**
 * "Tema: Sistema / Claro / Escuro" as three native radio buttons drawn as a segmented control:
 * small code, arrow keys for free. "Tema" and the choices wrap onto two lines where they do not fit
 * on one (the account menu).
 */
export function ThemeChoice({
  value,
  onChange,
  className,
}: ThemeControl & { className?: string | undefined }) {
  const name = useId();
  return (
    <fieldset
      data-slot="theme-choice"
      data-state={value}
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}
    >
      <legend className="float-left">Tema</legend>
      <div className="border-border inline-flex rounded-md border p-0.5">
        {THEME_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="has-checked:bg-accent has-checked:text-accent-foreground hover:bg-muted has-focus-visible:ring-ring cursor-pointer rounded px-2 py-1 has-checked:font-semibold has-focus-visible:ring-2"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
