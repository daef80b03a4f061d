/**
 * The e-mail template (ADR 039): one plain-text body in pt-BR becomes a text part and an HTML part
 * with the school's name and colour, readable on a phone and in a client's dark mode. Everything
 * the caller wrote is escaped; paragraphs are split on blank lines.
 */

export interface School {
  name: string;
  /** The button's and heading's colour; white text on it must read (WCAG AA). */
  color: string;
}

/** The demo school: Aula's green (the UI's primary-700, product spec §9). */
export const DEFAULT_SCHOOL: School = { name: 'Aula', color: '#15803d' };

export interface MailContent {
  subject: string;
  body: string;
  action?: { label: string; url: string } | undefined;
  unsubscribeUrl?: string | undefined;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A subject or a display name as one header line: line breaks and controls become spaces. */
export const oneLine = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

const paragraphs = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** A paragraph that is only a code (the 6 digits of a code e-mail). */
const CODE_PARAGRAPH = /^\d{4,8}$/;

export function renderText(content: MailContent, school: School = DEFAULT_SCHOOL): string {
  const parts = [paragraphs(content.body).join('\n\n')];
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push(`— ${school.name}`);
  if (content.unsubscribeUrl)
    parts.push(`Para não receber mais e-mails como este: ${content.unsubscribeUrl}`);
  return `${parts.join('\n\n')}\n`;
}

export function renderHtml(content: MailContent, school: School = DEFAULT_SCHOOL): string {
  const color = /^#[0-9a-f]{6}$/i.test(school.color) ? school.color : DEFAULT_SCHOOL.color;
  const name = escapeHtml(school.name);
  const body = paragraphs(content.body)
    .map((p) =>
      // A code on a paragraph of its own is the message's point: large, spaced, easy to copy.
      CODE_PARAGRAPH.test(p)
        ? `<p class="code" style="margin:0 0 16px;font-size:30px;line-height:1.2;font-weight:700;letter-spacing:6px;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace">${escapeHtml(p)}</p>`
        : `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a class="button" href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
<p class="muted" style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52525b">Se o botão não abrir, copie este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<p class="muted" style="margin:8px 0 0;font-size:13px;color:#52525b"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:inherit">Não quero mais receber e-mails como este</a></p>`
    : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(oneLine(content.subject))}</title>
<style>
@media (prefers-color-scheme: dark) {
  body, .page { background:#18181b !important; color:#f4f4f5 !important; }
  .card { background:#27272a !important; color:#f4f4f5 !important; }
  .muted { color:#d4d4d8 !important; }
  .brand { color:#4ade80 !important; }
}
</style>
</head>
<body class="page" style="margin:0;padding:0;background:#f4f4f5;color:#18181b;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div class="page" style="padding:24px 12px;background:#f4f4f5">
<div class="card" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;border-top:4px solid ${color}">
<p class="brand" style="margin:0 0 20px;font-size:18px;font-weight:700;color:${color}">${name}</p>
${body}
${button}
<p class="muted" style="margin:24px 0 0;font-size:13px;color:#52525b">— ${name}</p>
${unsubscribe}
</div>
</div>
</body>
</html>
`;
}
