// The pt-BR validation messages live in `@aula/contract` (no React there), so the API's 422
// answers and these forms say the same sentence for the same bad field.
export {
  apiErrorMap,
  CONFIRMATION_MISMATCH,
  type ErrorForm,
  FIELD_LABELS,
  type FieldLabel,
  isTrimmed,
  type PtBRErrorMapOptions,
  ptBRErrorMap,
  rules,
} from '@aula/contract';
