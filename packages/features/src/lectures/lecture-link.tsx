import { cn } from '@aula/ui';
import { FeatureLink } from '../navigation/link';

/**
 * A lecture as the lecture pages list it: its title, a link to it in the player (`stretched` over
 * the whole card), above its course's title and `detail` ("· 12 min").
 */
export function LectureLink({
  lecture,
  href,
  stretched = false,
  detail,
}: {
  lecture: { title: string; course: { title: string } };
  href: string;
  stretched?: boolean;
  detail?: string | null;
}) {
  return (
    <>
      <FeatureLink
        href={href}
        className={cn('font-medium hover:underline', stretched && 'after:absolute after:inset-0')}
      >
        {lecture.title}
      </FeatureLink>
      <span className="text-muted-foreground text-sm">
        {lecture.course.title}
        {detail ? ` · ${detail}` : ''}
      </span>
    </>
  );
}
