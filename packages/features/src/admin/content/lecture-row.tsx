import type { Lecture, LectureInput, Section } from '@aula/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  Switch,
} from '@aula/ui';
import { type ReactNode, useId, useState } from 'react';
import { DeleteRowButton, EditRowButton } from '../list/row-actions';
import { formatSchoolDateTime } from '../shared/school-time';
import { contentMessages } from './content-messages';
import { formatDuration, hasVideo, noVideoMessages } from './lecture-fields';
import { isTemp } from './use-curriculum';

/** A small switch on the row, its visible label beside it; `name` says which lecture it is for. */
function RowSwitch({
  id,
  name,
  label,
  checked,
  onCheckedChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <span className="flex items-center gap-1.5 text-sm">
      <Switch
        id={id}
        size="sm"
        aria-label={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
      <label htmlFor={id}>{label}</label>
      {children}
    </span>
  );
}

/**
 * A lecture on the board: its title (opens the drawer), duration and badges, the "Grátis" and
 * "Publicada" switches, "Mover para…" another section, and "Excluir".
 */
export function LectureRow({
  lecture,
  others,
  onMove,
  onEdit,
  onToggle,
  onDelete,
}: {
  lecture: Lecture;
  others: Section[];
  onMove: (section: Section) => void;
  onEdit: () => void;
  onToggle: (body: Partial<LectureInput>) => void;
  onDelete: () => unknown;
}) {
  const freeId = useId();
  const publishedId = useId();
  const pending = isTemp(lecture.id);
  const noVideo = !hasVideo(lecture);
  // Publishing a lecture with no video asks first (issue 33); unpublishing never does.
  const [confirmPublish, setConfirmPublish] = useState(false);
  return (
    <div
      data-testid="lecture"
      className="flex flex-col gap-2 py-1 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <button
          type="button"
          className="aula-focus-ring min-w-0 rounded text-left font-medium hover:underline"
          disabled={pending}
          onClick={onEdit}
        >
          {lecture.title}
        </button>
        {lecture.duration_seconds !== null ? (
          <span className="text-muted-foreground text-sm tabular-nums">
            {formatDuration(lecture.duration_seconds)}
          </span>
        ) : null}
        {pending ? (
          <span className="text-muted-foreground text-sm">{contentMessages.saving}</span>
        ) : null}
        {lecture.is_published ? null : (
          <Badge variant="soft" color="neutral" size="sm">
            {contentMessages.draft}
          </Badge>
        )}
        {noVideo ? (
          <Badge
            variant="soft"
            color={lecture.is_published ? 'error' : 'warning'}
            size="sm"
            data-testid="sem-video"
          >
            {noVideoMessages.badge}
          </Badge>
        ) : null}
        {lecture.is_free ? (
          <Badge variant="soft" color="success" size="sm">
            {contentMessages.free}
          </Badge>
        ) : null}
        {lecture.scheduled_for ? (
          <Badge variant="soft" color="warning" size="sm">
            {contentMessages.scheduled(formatSchoolDateTime(lecture.scheduled_for))}
          </Badge>
        ) : null}
      </div>
      {pending ? null : (
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1">
          <RowSwitch
            id={freeId}
            name={contentMessages.freeSwitch(lecture.title)}
            label={contentMessages.free}
            checked={lecture.is_free}
            onCheckedChange={(checked) => onToggle({ is_free: checked })}
          />
          <RowSwitch
            id={publishedId}
            name={contentMessages.publishedSwitch(lecture.title)}
            label={contentMessages.published}
            checked={lecture.is_published}
            onCheckedChange={(checked) => {
              if (checked && noVideo) setConfirmPublish(true);
              else onToggle({ is_published: checked });
            }}
          >
            <ConfirmDialog
              open={confirmPublish}
              onOpenChange={(open) => {
                setConfirmPublish(open);
                // Opened by the switch, not a trigger: focus goes back to it on close.
                if (!open)
                  requestAnimationFrame(() => document.getElementById(publishedId)?.focus());
              }}
              title={noVideoMessages.confirmTitle(lecture.title)}
              description={noVideoMessages.confirmDescription}
              confirmLabel={noVideoMessages.confirm}
              color="warning"
              onConfirm={() => onToggle({ is_published: true })}
            />
          </RowSwitch>
          <EditRowButton
            variant="ghost"
            label={contentMessages.edit(lecture.title)}
            onClick={onEdit}
          />
          {others.length ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="sm">
                  {contentMessages.moveTo}
                  <span className="sr-only"> ({lecture.title})</span>
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuLabel>{contentMessages.moveToLabel}</DropdownMenuLabel>
                {others.map((section) => (
                  <DropdownMenuItem key={section.id} onSelect={() => onMove(section)}>
                    {section.title}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
          <DeleteRowButton
            variant="ghost"
            label={contentMessages.deleteLecture(lecture.title)}
            title={contentMessages.deleteLectureTitle(lecture.title)}
            description={contentMessages.deleteLectureDescription}
            onConfirm={onDelete}
          />
        </div>
      )}
    </div>
  );
}
