import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@aula/ui';

export const SHORTCUTS = [
  ['Espaço ou K', 'Reproduzir ou pausar'],
  ['J', 'Voltar 10 segundos'],
  ['L', 'Avançar 10 segundos'],
  ['N', 'Próxima aula'],
  ['P', 'Aula anterior'],
  ['M', 'Marcar como assistida (ou desmarcar)'],
  ['C', 'Ativar ou desativar legendas'],
  ['Q', 'Escolher a qualidade do vídeo'],
  ['?', 'Mostrar estes atalhos'],
] as const;

/** The keyboard shortcuts sheet (`?`). */
export function ShortcutSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Atalhos de teclado</DialogTitle>
          <DialogDescription>
            Funcionam quando você não está digitando em um campo.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map(([keys, action]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="border-border bg-muted rounded border px-1.5 py-0.5 font-mono text-xs">
                  {keys}
                </kbd>
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
