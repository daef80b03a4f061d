import { Button, ConfirmDialog } from '@aula/ui';

/** A row's "Editar": its accessible name says which row ("Editar o período de Python"). */
export function EditRowButton({
  label,
  onClick,
  variant = 'outline',
}: {
  label: string;
  onClick: () => void;
  variant?: 'outline' | 'ghost';
}) {
  return (
    <Button variant={variant} size="sm" aria-label={label} onClick={onClick}>
      Editar
    </Button>
  );
}

/** A row's "Excluir", which asks first: `title` and `description` say what goes with it. */
export function DeleteRowButton({
  label,
  title,
  description,
  onConfirm,
  variant = 'outline',
}: {
  label: string;
  title: string;
  description: string;
  onConfirm: () => unknown;
  variant?: 'outline' | 'ghost';
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant} color="error" size="sm" aria-label={label}>
          Excluir
        </Button>
      }
      title={title}
      description={description}
      confirmLabel="Excluir"
      onConfirm={onConfirm}
    />
  );
}
