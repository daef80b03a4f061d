/** The account menu's code, loaded only when a signed-in person's header shows it (ADR 007). */
export { UserMenu as default } from '@aula/features';
