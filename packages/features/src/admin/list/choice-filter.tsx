import { FormField, Select } from '@aula/ui';

export interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The first option, for every value ("Todas"). */
  allLabel: string;
  /** Each value's label, in the order shown. */
  choices: Record<V, string>;
  value: V | null;
  onChange: (value: V | null) => void;
}

/** A list filter by one of a few values (a state, yes or no): a select whose first option is "all". */
export function ChoiceFilter<V extends string>({
  label,
  allLabel,
  choices,
  value,
  onChange,
}: ChoiceFilterProps<V>) {
  return (
    <FormField label={label}>
      <Select
        size="md"
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onChange(Object.hasOwn(choices, next) ? (next as V) : null);
        }}
        options={[
          { value: '', label: allLabel },
          ...Object.entries<string>(choices).map(([choice, text]) => ({
            value: choice,
            label: text,
          })),
        ]}
      />
    </FormField>
  );
}
