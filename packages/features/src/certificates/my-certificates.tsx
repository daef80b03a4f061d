import { certificateDate, type MyCertificate } from '@aula/contract';
import { Alert, Badge, Button, buttonVariants } from '@aula/ui';
import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../api/hooks';
import { PageHeader } from '../shared/page-header';
import { QueryState, SkeletonList } from '../shared/query-state';
import { CertificateNameForm } from './certificate-name-form';
import { certificateMessages as m } from './messages';

export interface CertificateLinks {
  /** The PDF's address (the app builds it from the API's base). */
  pdfHref: (id: number) => string;
  /** The public verification page of a code. */
  verifyHref: (code: string) => string;
}

export function CertificateStatus({ status }: { status: MyCertificate['status'] }) {
  if (status === 'valid') return <Badge color="success">{m.valid}</Badge>;
  if (status === 'revoked') return <Badge color="error">{m.revoked}</Badge>;
  return <Badge color="warning">{m.awaiting}</Badge>;
}

/** One certificate: its course, state, date, hours, code and the download. */
export function CertificateCard({
  certificate,
  links,
}: {
  certificate: MyCertificate;
  links: CertificateLinks;
}) {
  const { course, code } = certificate;
  return (
    <li
      className="border-border flex flex-col gap-2 rounded-lg border p-4"
      data-testid="certificate"
    >
      <h2 className="flex flex-wrap items-center gap-2 font-semibold">
        {course.title}
        <CertificateStatus status={certificate.status} />
      </h2>
      <p className="text-sm">{m.completedOn(certificateDate(certificate.completed_at))}</p>
      <p className="text-muted-foreground text-sm">{m.hours(certificate.hours)}</p>
      {certificate.full_name ? <p className="text-sm">{certificate.full_name}</p> : null}
      {code ? <p className="text-muted-foreground font-mono text-sm">{m.code(code)}</p> : null}
      {certificate.revoked_at ? (
        <p className="text-sm">{m.revokedOn(certificateDate(certificate.revoked_at))}</p>
      ) : null}
      {certificate.status === 'valid' && code ? (
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonVariants({ size: 'sm' })}
            href={links.pdfHref(certificate.id)}
            download
            aria-label={m.downloadOf(course.title)}
          >
            {m.download}
          </a>
          <a
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            href={links.verifyHref(code)}
            aria-label={m.verifyOf(course.title)}
          >
            {m.verify}
          </a>
        </div>
      ) : null}
    </li>
  );
}

/** `/eu/certificados`: the name confirmation when needed, then every certificate. */
export function MyCertificates(links: CertificateLinks) {
  const query = useApiQuery('myCertificates', {});
  // The confirmed name, changed for the certificates still to come (issued ones keep theirs).
  const [editing, setEditing] = useState(false);
  const [changed, setChanged] = useState(false);
  // Closed (saved or cancelled): focus goes back to the button that opened it.
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title={m.pageTitle} intro={m.pageIntro} />
      <QueryState
        query={query}
        errorTitle={m.loadError}
        loading={<SkeletonList count={2} className="h-28" />}
      >
        {({ data }) => {
          const awaiting = data.certificates.some((c) => c.status === 'awaiting_name');
          return (
            <>
              {data.certificate_name === null || awaiting ? (
                <CertificateNameForm suggestedName={data.suggested_name} />
              ) : editing ? (
                <CertificateNameForm
                  suggestedName={data.certificate_name}
                  change={{
                    onSaved: () => {
                      setEditing(false);
                      setChanged(true);
                    },
                    onCancel: () => setEditing(false),
                  }}
                />
              ) : (
                <div className="flex flex-col gap-2">
                  {changed ? <Alert variant="success">{m.nameChanged}</Alert> : null}
                  <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-sm">
                    <span>{m.nameCurrent(data.certificate_name)}</span>
                    <Button
                      ref={changeButton}
                      variant="link"
                      size="sm"
                      onClick={() => {
                        setChanged(false);
                        setEditing(true);
                      }}
                    >
                      {m.nameChange}
                    </Button>
                  </p>
                </div>
              )}
              {data.certificates.length === 0 ? (
                <p className="text-muted-foreground">{m.empty}</p>
              ) : (
                <ul className="flex flex-col gap-3" aria-label={m.pageTitle}>
                  {data.certificates.map((certificate) => (
                    <CertificateCard key={certificate.id} certificate={certificate} links={links} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
