import { FormField, Select } from '@aula/ui';

export interface IdFilterProps {
  label: string;
  /** The first option, for every record ("Todos os produtos"). */
  allLabel: string;
  /** The records to choose from; empty while they load. */
  options: readonly { id: number; title: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** The option of an id from a link whose record has not arrived yet ("Produto 3"). */
  unknownLabel: (id: number) => string;
}

/** A list filter by one record (a product, a course): a select whose first option is "all". */
export function IdFilter({
  label,
  allLabel,
  options,
  value,
  onChange,
  unknownLabel,
}: IdFilterProps) {
  return (
    <FormField label={label}>
      <Select
        size="md"
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChange(id > 0 ? id : null);
        }}
        options={[
          { value: '', label: allLabel },
          ...options.map((option) => ({ value: String(option.id), label: option.title })),
          // An id from a link whose list has not arrived yet keeps its value.
          ...(value !== null && !options.some((option) => option.id === value)
            ? [{ value: String(value), label: unknownLabel(value) }]
            : []),
        ]}
      />
    </FormField>
  );
}

/** Both admin lists' filter by product ("Produto": every product, or one). */
export function ProductFilter({
  allLabel = 'Todos os produtos',
  ...props
}: Pick<IdFilterProps, 'options' | 'value' | 'onChange'> & { allLabel?: string }) {
  return (
    <IdFilter
      label="Produto"
      allLabel={allLabel}
      unknownLabel={(id) => `Produto ${id}`}
      {...props}
    />
  );
}
