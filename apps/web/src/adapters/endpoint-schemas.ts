/**
 * The contract's endpoints with their zod schemas, loaded by the HTTP adapter with its first
 * request rather than with the page (issue 21, ADR 029): the first page renders from the answers
 * the server embedded in it, and zod comes when something is asked of the network.
 */
export { endpoints } from '@aula/contract';
