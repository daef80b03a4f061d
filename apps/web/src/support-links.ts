import type { HelpLink } from '@aula/features';

/** The support page's help links when `VITE_SUPPORT_LINKS` is not set. */
export const DEFAULT_SUPPORT_LINKS =
  'Central de ajuda|https://ajuda.aula.dev;Fale com o suporte por e-mail|mailto:suporte@aula.dev';

/**
 * `VITE_SUPPORT_LINKS`: `Rótulo|endereço` entries separated by `;`. Only http(s) and mailto
 * addresses are kept (a `javascript:` link is never shown); a malformed entry is skipped.
 */
export function parseSupportLinks(value: string | undefined): HelpLink[] {
  const source = value?.trim() ? value : DEFAULT_SUPPORT_LINKS;
  const links: HelpLink[] = [];
  for (const entry of source.split(';')) {
    const bar = entry.indexOf('|');
    if (bar < 0) continue;
    const label = entry.slice(0, bar).trim();
    const href = entry.slice(bar + 1).trim();
    if (!label || !/^(?:https?:\/\/|mailto:)/i.test(href)) continue;
    try {
      new URL(href);
    } catch {
      continue;
    }
    links.push({ label, href });
  }
  return links;
}
