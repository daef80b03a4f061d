import type { LectureVideo } from '@aula/contract';
import { Alert, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@aula/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-provider';
import { useApiQuery } from '../../api/hooks';
import { checkVideoFile, videoFieldMessages as m, VIDEO_ACCEPT } from './video-upload-messages';
import { UploadStatus } from './video-upload-status';
import {
  cancelVideoUpload,
  forgetVideoUpload,
  type LocalUpload,
  pauseVideoUpload,
  resumeVideoUpload,
  startVideoUpload,
  useLocalVideoUpload,
} from './video-uploads';

/** How often the drawer asks where an upload is, while the server has it in hand. */
export const VIDEO_POLL_MS = 2000;
/** The limit until the server says its own (`max_bytes`): the default, 5 GB. */
const DEFAULT_MAX_BYTES = 5 * 1024 ** 3;

type Tab = 'upload' | 'link';

const busy = (video: LectureVideo | undefined) =>
  video?.upload?.status === 'uploading' || video?.upload?.status === 'processing';
const sending = (local: LocalUpload | null) =>
  local?.state === 'uploading' || local?.state === 'paused';

export interface LectureVideoFieldProps {
  lectureId: number;
  /** The "Link externo" side: the drawer's URL field, as it was. */
  link: ReactNode;
  /** The link's field shows an error: its tab opens, so the error is seen. */
  linkInvalid?: boolean;
}

/**
 * The lecture drawer's "Vídeo" (issue 35): upload a file (resumable, tus) or keep an external link.
 * The upload's state comes from the server (`lectureVideo`, polled while it is sent or processed)
 * and from this tab's own uploads (kept outside the drawer), so it survives closing the drawer and
 * reloading the page.
 */
export function LectureVideoField({
  lectureId,
  link,
  linkInvalid = false,
}: LectureVideoFieldProps) {
  const local = useLocalVideoUpload(lectureId);
  const query = useApiQuery(
    'lectureVideo',
    { params: { id: lectureId } },
    // This tab's own upload reports itself; otherwise the server is asked while it works.
    { refreshInterval: (answer) => (!sending(local) && busy(answer?.data) ? VIDEO_POLL_MS : 0) },
  );
  const video = query.data?.data;
  const [chosen, setChosen] = useState<Tab | null>(null);
  const [wasInvalid, setWasInvalid] = useState(linkInvalid);
  if (wasInvalid !== linkInvalid) {
    setWasInvalid(linkInvalid);
    if (linkInvalid) setChosen('link');
  }

  if (video === undefined && query.error === undefined && local === null) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p className="text-sm font-medium">{m.legend}</p>
        <span className="sr-only">{m.loading}</span>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  const tab: Tab = chosen ?? (video?.source === 'link' || (!video && !local) ? 'link' : 'upload');

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{m.legend}</legend>
      <Tabs value={tab} onValueChange={(value) => setChosen(value as Tab)}>
        <TabsList variant="pills">
          <TabsTrigger value="upload">{m.uploadTab}</TabsTrigger>
          <TabsTrigger value="link">{m.linkTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="upload" className="pt-3">
          {query.error !== undefined && !video ? (
            <Alert variant="error">{m.loadFailed}</Alert>
          ) : (
            <UploadPanel lectureId={lectureId} video={video} local={local} refresh={query.mutate} />
          )}
        </TabsContent>
        <TabsContent value="link" className="pt-3">
          {link}
        </TabsContent>
      </Tabs>
    </fieldset>
  );
}

function UploadPanel({
  lectureId,
  video,
  local,
  refresh,
}: {
  lectureId: number;
  video: LectureVideo | undefined;
  local: LocalUpload | null;
  refresh: () => Promise<unknown>;
}) {
  const api = useApi();
  const upload = api.uploadLectureVideo;
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = video?.max_bytes ?? DEFAULT_MAX_BYTES;

  // Sent: the server takes it from here; its state (processing) replaces this tab's.
  const done = local?.state === 'done';
  useEffect(() => {
    if (!done) return;
    refresh().finally(() => forgetVideoUpload(lectureId));
  }, [done, lectureId, refresh]);

  if (!upload) return <Alert variant="info">{m.unavailable}</Alert>;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const refused = checkVideoFile(file, maxBytes);
    setRefusal(refused);
    if (!refused) startVideoUpload(upload, lectureId, file);
  };

  return (
    <div className="flex flex-col gap-3">
      <input
        ref={input}
        type="file"
        accept={VIDEO_ACCEPT}
        aria-label={m.inputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <UploadStatus
        video={video}
        local={local}
        maxBytes={maxBytes}
        choose={() => input.current?.click()}
        onDropFile={pick}
        actions={{
          pause: () => pauseVideoUpload(lectureId),
          resume: () => resumeVideoUpload(lectureId),
          cancel: () => {
            cancelVideoUpload(lectureId).finally(() => refresh());
          },
          retry: (file) => startVideoUpload(upload, lectureId, file),
        }}
      />
      {refusal ? <Alert variant="error">{refusal}</Alert> : null}
    </div>
  );
}
