/**
 * Caption files (issue 35 §5): WebVTT or SubRip in, checked, written back as normalized WebVTT.
 * Pure: the handler stores what `parseCaptions` answers, or refuses with its pt-BR message.
 *
 * What a cue may hold is text: `<b>`, `<i>` and `<u>` stay (without classes), every other tag is
 * dropped keeping its text, and `&`, `<`, `>` that are not part of those become references, so a
 * cue can never carry markup, a script or a stray `-->` into the file the player reads.
 */

/** The most cues one file may hold (hours of dense dialogue are a few thousand). */
export const MAX_CUES = 20_000;
/** How far past the video's end (ms) a cue may still end: encoders round the duration. */
export const END_TOLERANCE_MS = 1_000;

export interface Cue {
  /** Milliseconds. */
  start: number;
  end: number;
  /** The cue settings kept (`align:start line:0`), or empty. */
  settings: string;
  /** Cleaned lines, never empty. */
  lines: string[];
}

export type CaptionResult =
  | { ok: true; format: 'vtt' | 'srt'; cues: Cue[]; vtt: string }
  | { ok: false; message: string };

export const NOT_CAPTIONS_MESSAGE =
  'O arquivo não é uma legenda WebVTT (.vtt) nem SubRip (.srt). Exporte a legenda num desses formatos e envie de novo.';
export const NO_CUES_MESSAGE = 'A legenda não tem nenhuma fala com texto.';
/**
 * A text decoded in the wrong encoding ("Ol� turma"): the admin's drawer reads Windows-1252 and
 * UTF-16 files right, so this comes from a file already broken or another client. Refused rather
 * than shown to the students with holes in every accented word.
 */
export const UNREADABLE_MESSAGE =
  'A legenda tem caracteres que não puderam ser lidos (�), em geral acentos de um arquivo salvo em outra codificação. Salve a legenda em UTF-8 e envie de novo.';
export const TOO_MANY_CUES_MESSAGE = `A legenda tem mais de ${MAX_CUES.toLocaleString('pt-BR')} falas, o máximo aceito.`;

/** `00:01:02.345` (WebVTT's form, the one the messages and the output use). */
export function formatTime(ms: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** A timestamp: optional hours, minutes, seconds, `.` or `,` and 1–3 digits of milliseconds. */
const TIME = String.raw`(-?)(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})[.,](\d{1,3})`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s+(.*))?$`);
/** The cue settings WebVTT defines (regions are dropped with their blocks). */
const SETTING =
  /^(?:vertical:(?:rl|lr)|line:-?\d+(?:\.\d+)?%?(?:,(?:start|center|end))?|position:\d+(?:\.\d+)?%(?:,(?:line-left|center|line-right))?|size:\d+(?:\.\d+)?%|align:(?:start|center|end|left|right))$/;

/** What never belongs in a cue: a script, a frame, an image, a handler, a script URL. */
const DANGEROUS = [
  /<\s*\/?\s*(?:script|style|iframe|frame|frameset|img|object|embed|svg|math|link|meta|base|form|input|audio|video|source)\b/i,
  /<[^>]*?[\s/"']on[a-z]+\s*=/i,
  /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i,
  /v\s*b\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i,
];
const ALLOWED_TAGS = new Set(['b', 'i', 'u']);
/** References WebVTT knows by name, and numeric ones: kept as they are. */
const REFERENCE = /^&(?:amp|lt|gt|lrm|rlm|nbsp|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/i;
/** Control characters other than tab (a binary file read as text has them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

interface Block {
  /** 1-based line of the block's first line in the file. */
  line: number;
  lines: string[];
}

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
}

const isTiming = (line: string | undefined) => line?.includes('-->') ?? false;

/** The file's format by its content: a `WEBVTT` header, or SubRip's numbered timed blocks. */
function detect(text: string, blocks: Block[]): 'vtt' | 'srt' | null {
  if (/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return 'vtt';
  const first = blocks[0];
  if (!first) return null;
  const [a, b] = first.lines;
  // A timing line, well formed or not (its own check then says what is wrong with it).
  const timed = (line: string | undefined) => isTiming(line) && /\d/.test(line ?? '');
  if (a !== undefined && /^\d+$/.test(a.trim()) && timed(b)) return 'srt';
  if (timed(a)) return 'srt';
  return null;
}

const where = (n: number, line: number) => `A fala ${n} (linha ${line})`;

function timeOf(match: RegExpExecArray, at: number): number {
  const [hours = '0', minutes = '0', seconds = '0', millis = '0'] = [
    match[at + 1],
    match[at + 2],
    match[at + 3],
    match[at + 4],
  ];
  return (
    Number(hours) * 3_600_000 +
    Number(minutes) * 60_000 +
    Number(seconds) * 1000 +
    Number(millis.padEnd(3, '0'))
  );
}

/** Cue text as WebVTT text: allowed tags bare and balanced, everything else escaped or dropped. */
export function cleanCueText(raw: string): string {
  // SubRip's ASS overrides (`{\an8}`, `{\i1}`) carry no text.
  const text = raw.replace(/\{\\[^}]*\}/g, '');
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '<') {
      const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?:[.\s][^<>]*)?>|^<[0-9:.]+>/.exec(text.slice(i));
      if (tag) {
        const name = tag[2]?.toLowerCase();
        if (name && ALLOWED_TAGS.has(name)) {
          if (tag[1] === '/') {
            const at = open.lastIndexOf(name);
            if (at !== -1) {
              // Closes what was opened inside it too, so the nesting stays well-formed.
              for (const inner of open.splice(at).reverse()) out += `</${inner}>`;
            }
          } else {
            open.push(name);
            out += `<${name}>`;
          }
        }
        i += tag[0].length;
        continue;
      }
      out += '&lt;';
    } else if (char === '>') out += '&gt;';
    else if (char === '&') {
      const reference = REFERENCE.exec(text.slice(i));
      if (reference) {
        out += reference[0];
        i += reference[0].length;
        continue;
      }
      out += '&amp;';
    } else out += char;
    i += 1;
  }
  for (const name of open.reverse()) out += `</${name}>`;
  return out.trim();
}

/** Whether the cleaned text shows anything (not only tags and spaces). */
const hasText = (line: string) => line.replace(/<\/?[biu]>/g, '').trim() !== '';

/**
 * Parses a caption file and writes it as WebVTT. `durationSeconds`, when known, bounds the cues'
 * ends (with `END_TOLERANCE_MS`). Refusals carry the pt-BR sentence the admin sees on the field.
 */
export function parseCaptions(
  content: string,
  options: { durationSeconds?: number | null | undefined } = {},
): CaptionResult {
  const refuse = (message: string): CaptionResult => ({ ok: false, message });
  const text = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (CONTROL.test(text)) return refuse(NOT_CAPTIONS_MESSAGE);
  if (text.includes('\uFFFD')) return refuse(UNREADABLE_MESSAGE);
  const blocks = blocksOf(text);
  const format = detect(text, blocks);
  if (!format) return refuse(NOT_CAPTIONS_MESSAGE);

  const cues: (Cue & { n: number; line: number })[] = [];
  let n = 0;
  for (const [index, block] of blocks.entries()) {
    const [first = '', second] = block.lines;
    if (format === 'vtt') {
      // The header (with its own lines), comments, style sheets and regions carry no cue.
      if (index === 0 && first.startsWith('WEBVTT') && !isTiming(second)) continue;
      if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !isTiming(first)) continue;
    }
    n += 1;
    if (n > MAX_CUES) return refuse(TOO_MANY_CUES_MESSAGE);
    const timingAt = isTiming(first) ? 0 : isTiming(second) ? 1 : -1;
    if (timingAt === -1) {
      return refuse(
        `${where(n, block.line)} não tem a linha de tempo (como 00:00:01,000 --> 00:00:04,000). Confira se há uma linha em branco entre as falas.`,
      );
    }
    const timingLine = block.lines[timingAt] as string;
    const line = block.line + timingAt;
    const match = TIMING.exec(timingLine);
    if (!match) {
      return refuse(
        `${where(n, line)} tem a linha de tempo malformada: “${timingLine.trim().slice(0, 80)}”. Use o formato 00:00:01,000 --> 00:00:04,000.`,
      );
    }
    if (match[1] === '-' || match[6] === '-') {
      return refuse(`${where(n, line)} tem um tempo negativo. Os tempos começam em 00:00:00.`);
    }
    for (const at of [3, 4, 8, 9]) {
      if (Number(match[at]) > 59) {
        return refuse(
          `${where(n, line)} tem a linha de tempo malformada: “${timingLine.trim().slice(0, 80)}”. Minutos e segundos vão até 59.`,
        );
      }
    }
    const start = timeOf(match, 1);
    const end = timeOf(match, 6);
    if (end <= start) {
      return refuse(
        `${where(n, line)} termina (${formatTime(end)}) antes de começar (${formatTime(start)}) ou no mesmo instante.`,
      );
    }
    const body = block.lines.slice(timingAt + 1);
    const bodyAt = body.findIndex(isTiming);
    if (bodyAt !== -1) {
      return refuse(
        `${where(n, line + 1 + bodyAt)} tem uma segunda linha de tempo no texto. Separe as falas com uma linha em branco.`,
      );
    }
    const dangerAt = body.findIndex((entry) => DANGEROUS.some((pattern) => pattern.test(entry)));
    if (dangerAt !== -1) {
      // The line the code is on, not the cue's timing line: where the admin has to look.
      return refuse(
        `${where(n, line + 1 + dangerAt)} contém código (<script>, <iframe>, <img>, on…= ou javascript:). Legendas aceitam só texto, com <b>, <i> e <u>.`,
      );
    }
    const settings =
      format === 'vtt'
        ? (match[11] ?? '')
            .split(/\s+/)
            .filter((setting) => SETTING.test(setting))
            .join(' ')
        : '';
    const lines = body.map(cleanCueText).filter(hasText);
    // A cue whose text is all markup or spaces shows nothing: dropped, not refused.
    if (lines.length > 0) cues.push({ n, line, start, end, settings, lines });
  }
  if (cues.length === 0) return refuse(NO_CUES_MESSAGE);

  const ordered = [...cues].sort((a, b) => a.start - b.start || a.n - b.n);
  let last: (typeof ordered)[number] | undefined;
  for (const cue of ordered) {
    if (last && cue.start < last.end) {
      const [before, after] = last.n < cue.n ? [last, cue] : [cue, last];
      return refuse(
        `As falas ${before.n} (linha ${before.line}) e ${after.n} (linha ${after.line}) se sobrepõem: uma começa antes de a outra terminar. Ajuste os tempos para que uma fala termine antes da seguinte.`,
      );
    }
    if (!last || cue.end > last.end) last = cue;
  }
  const durationSeconds = options.durationSeconds;
  if (durationSeconds != null) {
    const limit = durationSeconds * 1000 + END_TOLERANCE_MS;
    const late = ordered.find((cue) => cue.end > limit);
    if (late) {
      return refuse(
        `${where(late.n, late.line)} termina em ${formatTime(late.end)}, depois do fim do vídeo (${formatTime(durationSeconds * 1000)}).`,
      );
    }
  }

  const out = ordered.map(({ start, end, settings, lines }) => ({ start, end, settings, lines }));
  return { ok: true, format, cues: out, vtt: writeVtt(out) };
}

/** The cues as a WebVTT file, numbered from 1. */
export function writeVtt(cues: readonly Cue[]): string {
  const parts = ['WEBVTT', ''];
  cues.forEach((cue, index) => {
    const settings = cue.settings ? ` ${cue.settings}` : '';
    parts.push(
      String(index + 1),
      `${formatTime(cue.start)} --> ${formatTime(cue.end)}${settings}`,
      ...cue.lines,
      '',
    );
  });
  return parts.join('\n');
}
