import { type LectureVideo, VIDEO_FAILURE_MESSAGES } from '@aula/contract';
import { Alert, Button, cn, Progress } from '@aula/ui';
import { type ReactNode, useId, useState } from 'react';
import { formatDuration } from './lecture-fields';
import { formatTimeLeft, videoFieldMessages as m } from './video-upload-messages';
import { type LocalUpload, secondsLeft, uploadSpeed } from './video-uploads';

/**
 * An upload the server has heard nothing of for this long has stopped. The server records each
 * 8 MiB part as it ends: 67 s at a 1 Mbps upload, 4½ min at 0.25 Mbps; a sending tab is heard
 * from sooner than this.
 */
export const UPLOAD_STALLED_MS = 10 * 60_000;

export interface UploadActions {
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  /** Sends the same file again: the upload resumes where the server stopped. */
  retry: (file: File) => void;
}

export interface UploadStatusProps {
  video: LectureVideo | undefined;
  local: LocalUpload | null;
  maxBytes: number;
  /** Opens the file dialog. */
  choose: () => void;
  onDropFile: (file: File | undefined) => void;
  actions: UploadActions;
}

/**
 * Where the lecture's video upload is, in words and a bar: this tab's own upload (with speed, time
 * left, pause and cancel), else the server's newest one (sent from elsewhere, processing, ready,
 * failed), else the drop zone.
 */
export function UploadStatus({
  video,
  local,
  maxBytes,
  choose,
  onDropFile,
  actions,
}: UploadStatusProps) {
  // While a new video is on its way, students keep the one they have (if there is one).
  const keeps =
    video && video.source !== 'none' ? (
      <p className="text-muted-foreground text-sm">{m.keepsCurrent}</p>
    ) : null;
  const server = video?.upload ?? null;
  const another = (
    <Button variant="outline" size="sm" onClick={choose}>
      {m.another}
    </Button>
  );

  if (local && local.state !== 'done') {
    return <LocalProgress local={local} actions={actions} keeps={keeps} />;
  }
  const sentAll = server?.status === 'uploading' && server.progress >= 100;
  if (local?.state === 'done' || server?.status === 'processing' || sentAll) {
    return (
      <>
        <ProgressBlock
          label={m.processing(server?.status === 'processing' ? server.progress : null)}
          value={server?.status === 'processing' ? server.progress : null}
          detail={m.processingHint}
        />
        {keeps}
      </>
    );
  }
  if (server?.status === 'uploading') {
    // No news for a while: its tab was closed or lost its connection; it is not "sending".
    const stalled = Date.now() - Date.parse(server.updated_at) > UPLOAD_STALLED_MS;
    return (
      <>
        <ProgressBlock
          label={stalled ? m.interrupted(server.progress) : m.uploading(server.progress)}
          value={server.progress}
          detail={server.file_name}
        />
        <Alert variant={stalled ? 'warning' : 'info'}>
          {stalled ? m.interruptedHint : m.elsewhere}
        </Alert>
        <DropZone maxBytes={maxBytes} choose={choose} onDropFile={onDropFile} />
        {keeps}
      </>
    );
  }
  if (server?.status === 'ready') {
    const duration = video?.duration_seconds ?? null;
    return (
      <div className="flex flex-wrap items-center gap-3">
        {video?.poster_url ? (
          <img
            src={video.poster_url}
            alt={m.poster}
            className="aspect-video w-32 rounded-md object-cover"
          />
        ) : null}
        {/* At least 10rem: in a phone's drawer the button goes to the next line, not the name. */}
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          <p role="status" className="text-success-700 dark:text-success-300 font-medium">
            {m.ready}
          </p>
          <p className="text-muted-foreground truncate text-sm">{server.file_name}</p>
          {duration !== null ? (
            <p className="text-muted-foreground text-sm">{m.duration(formatDuration(duration))}</p>
          ) : null}
        </div>
        {another}
      </div>
    );
  }
  if (server?.status === 'failed') {
    return (
      <>
        <Alert variant="error" title={m.failedTitle} action={another}>
          {VIDEO_FAILURE_MESSAGES[server.failure ?? 'transcode_failed']}
        </Alert>
        {keeps}
      </>
    );
  }
  return <DropZone maxBytes={maxBytes} choose={choose} onDropFile={onDropFile} />;
}

function LocalProgress({
  local,
  actions,
  keeps,
}: {
  local: LocalUpload;
  actions: UploadActions;
  keeps: ReactNode;
}) {
  const cancel = (
    <Button variant="ghost" color="error" size="sm" onClick={actions.cancel}>
      {m.cancel}
    </Button>
  );
  if (local.state === 'error') {
    return (
      <Alert
        variant="error"
        title={m.uploadFailedTitle}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => actions.retry(local.file)}>
              {m.retry}
            </Button>
            {cancel}
          </div>
        }
      >
        {local.error}
      </Alert>
    );
  }
  const percent = local.total > 0 ? (local.sent / local.total) * 100 : 0;
  const paused = local.state === 'paused';
  const speed = paused ? null : uploadSpeed(local.samples);
  const left = secondsLeft(local.sent, local.total, speed);
  const detail = [
    m.sizeOf(local.sent, local.total),
    speed === null ? null : m.speed(speed),
    left === null ? null : formatTimeLeft(left),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <ProgressBlock
        label={paused ? m.paused(percent) : m.uploading(percent)}
        value={Math.floor(percent)}
        detail={detail}
        color={paused ? 'neutral' : 'primary'}
      />
      <div className="flex flex-wrap gap-2">
        {paused ? (
          <Button variant="outline" size="sm" onClick={actions.resume}>
            {m.resume}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={actions.pause}>
            {m.pause}
          </Button>
        )}
        {cancel}
      </div>
      {keeps}
    </>
  );
}

function ProgressBlock({
  label,
  value,
  detail,
  color = 'primary',
}: {
  label: string;
  value: number | null;
  detail: string;
  color?: 'primary' | 'neutral';
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <p id={id} className="text-sm font-medium">
        {label}
      </p>
      <Progress value={value} color={color} aria-labelledby={id} />
      <p className="text-muted-foreground text-sm">{detail}</p>
    </div>
  );
}

function DropZone({
  maxBytes,
  choose,
  onDropFile,
}: Pick<UploadStatusProps, 'maxBytes' | 'choose' | 'onDropFile'>) {
  const [over, setOver] = useState(false);
  return (
    // The button is the way in for keyboards and screen readers; dropping is a shortcut.
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target, not a control
    <div
      data-dragging={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDropFile(event.dataTransfer.files[0]);
      }}
      className={cn(
        'border-border flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center',
        over && 'border-primary bg-muted',
      )}
    >
      <p className="text-sm">{m.drop}</p>
      <Button variant="outline" size="sm" onClick={choose}>
        {m.choose}
      </Button>
      <p className="text-muted-foreground text-xs">{m.formats(maxBytes)}</p>
    </div>
  );
}
