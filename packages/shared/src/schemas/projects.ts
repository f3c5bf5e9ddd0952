import { z } from 'zod';
import { AR_PROJECTS } from '../messages/ar/projects';
import { AR_SERVER } from '../messages/ar/server';
import { text } from './text-rules';

/** lucide-react icon names (kebab-case) a project card may use; the pages map each to its component. */
export const PROJECT_ICONS = [
  'sparkles',
  'smartphone',
  'globe',
  'palette',
  'megaphone',
  'graduation-cap',
  'calendar-days',
  'utensils',
  'trending-up',
  'code',
] as const;
export type ProjectIcon = (typeof PROJECT_ICONS)[number];

const invalid = AR_SERVER.textInvalid;

function requiredText(message: string, max: number, tooLong: string) {
  return text({ error: message, invalid }).trim().min(1, message).max(max, tooLong);
}

function optionalText(max: number, tooLong: string, multiline = false) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    text({ error: invalid, invalid, multiline }).trim().max(max, tooLong),
  );
}

/** The project form of /admin/projects (multipart text fields on the wire; the image travels beside them). */
export const projectFormSchema = z.object({
  title: requiredText(AR_PROJECTS.titleRequired, 120, AR_PROJECTS.titleTooLong),
  desc: requiredText(AR_PROJECTS.descRequired, 300, AR_PROJECTS.descTooLong),
  body: optionalText(10_000, AR_PROJECTS.bodyTooLong, true),
  icon: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'sparkles' : v),
    z.enum(PROJECT_ICONS, { error: AR_PROJECTS.iconInvalid }),
  ),
  client: optionalText(120, AR_PROJECTS.fieldTooLong),
  category: optionalText(120, AR_PROJECTS.fieldTooLong),
});
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;

/** PUT /api/projects/order: the project ids in their new order (unlisted ones keep their order after them). */
export const projectOrderBodySchema = z.object({
  ids: z
    .array(z.string().max(64), { error: AR_PROJECTS.orderInvalid })
    .min(1, AR_PROJECTS.orderInvalid)
    .max(500),
});

/** A portfolio project as the API returns it (`desc` is the short card text; image is a public path). */
export const projectDtoSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  desc: z.string(),
  body: z.string(),
  icon: z.string(),
  image: z.string().nullable(),
  client: z.string(),
  category: z.string(),
  sortOrder: z.number(),
});
export type ProjectDto = z.infer<typeof projectDtoSchema>;
