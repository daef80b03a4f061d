import {
  type Course,
  type CourseInput,
  type CourseSummary,
  courseInputSchema,
} from '@aula/contract';
import { z } from 'zod/mini';
import type { FieldLabel } from '../../i18n/zod-pt-br';

/** The form's text fields, as the inputs hold them (the product is the select's value). */
export type CourseInfoValues = {
  title: string;
  slug: string;
  description: string;
  product_id: string;
};

export const courseInfoLabels = {
  title: { label: 'Título', gender: 'm' },
  slug: { label: 'Endereço (slug)', gender: 'm' },
  description: { label: 'Descrição', gender: 'f' },
  product_id: { label: 'Produto', gender: 'm' },
} as const satisfies Record<keyof CourseInfoValues, FieldLabel>;

/** The contract's rules on the fields as typed (the product is a string until it is sent). */
export const courseInfoSchema = z.object({
  title: courseInputSchema.shape.title,
  slug: courseInputSchema.shape.slug,
  description: z.string().check(z.maxLength(5000)),
  product_id: z.string().check(z.minLength(1)),
});

/** What the form starts from: the course as saved. */
export interface CourseInfoSaved {
  values: CourseInfoValues;
  isPublished: boolean;
}

/** The saved state of a course (`getCourse`), or of the answer to a save (`updateCourse`). */
export function savedOf(course: Course | CourseSummary): CourseInfoSaved {
  return {
    values: {
      title: course.title,
      slug: course.slug,
      description: course.description ?? '',
      product_id: course.product ? String(course.product.id) : '',
    },
    // Courses from before the switch existed are published (migration 0009).
    isPublished: course.is_published ?? true,
  };
}

/**
 * The `updateCourse` body: trimmed title and description (an empty description is null); the
 * cover is not sent (it has its own endpoints, and an absent `cover_url` keeps it).
 */
export function courseInfoBody(values: CourseInfoValues, isPublished: boolean): CourseInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    description: values.description.trim() || null,
    product_id: Number(values.product_id),
    is_published: isPublished,
  };
}

/** Whether what is on screen differs from what is saved (whitespace at the ends does not count). */
export function isCourseInfoDirty(
  saved: CourseInfoSaved,
  values: CourseInfoValues,
  isPublished: boolean,
): boolean {
  if (saved.isPublished !== isPublished) return true;
  return (Object.keys(saved.values) as (keyof CourseInfoValues)[]).some(
    (field) => saved.values[field].trim() !== values[field].trim(),
  );
}
