import { FormField, Select } from '@aula/ui';
import type { ContractField } from '../../forms/use-contract-form';

/**
 * A course's product (required), as the new-course dialog and the course's information ask for
 * it: "Escolha um produto" until one is chosen, then the school's products by title.
 */
export function ProductField({
  field,
  products,
}: {
  field: ContractField;
  products: readonly { id: number; title: string }[];
}) {
  return (
    <FormField {...field.formField} required>
      <Select
        {...field.control}
        options={[
          { value: '', label: 'Escolha um produto', disabled: true },
          ...products.map((p) => ({ value: String(p.id), label: p.title })),
        ]}
      />
    </FormField>
  );
}
