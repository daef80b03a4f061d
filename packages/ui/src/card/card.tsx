import { createPart } from '../lib/part';

/** A bordered surface (a course in the catalogue, a setting group). */
export const Card = /* @__PURE__ */ createPart('card', 'aula-card');
export const CardHeader = /* @__PURE__ */ createPart('card-header', 'aula-card-header');
export const CardTitle = /* @__PURE__ */ createPart('card-title', 'aula-card-title', 'h3');
export const CardDescription = /* @__PURE__ */ createPart(
  'card-description',
  'aula-card-description',
  'p',
);
export const CardContent = /* @__PURE__ */ createPart('card-content', 'aula-card-content');
export const CardFooter = /* @__PURE__ */ createPart('card-footer', 'aula-card-footer');
