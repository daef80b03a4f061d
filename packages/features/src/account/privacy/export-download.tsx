import { Alert, buttonVariants } from '@aula/ui';

/** A data export ready: what it is and until when (the title), and its download button. */
export function ExportDownload({
  title,
  url,
  label,
}: {
  title: string;
  url: string;
  /** "Baixar (12 KB)": the button's words with the file's size. */
  label: string;
}) {
  return (
    <Alert variant="success" title={title}>
      <a
        href={url}
        download
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-2' })}
      >
        {label}
      </a>
    </Alert>
  );
}
