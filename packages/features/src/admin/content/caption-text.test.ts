import { captionText } from './caption-text';

const SRT = '1\r\n00:00:01,000 --> 00:00:04,000\r\nOlá, turma: atenção à lição nº 1 — “ação”.\r\n';

/** The text as a Windows tool saves it in "ANSI" (Windows-1252), byte by byte. */
function windows1252(text: string): Uint8Array {
  const extra: Record<string, number> = { '—': 0x97, '“': 0x93, '”': 0x94 };
  return Uint8Array.from([...text], (char) => extra[char] ?? (char.codePointAt(0) as number));
}

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  [...text].forEach((char, i) => {
    view.setUint16(2 + i * 2, char.charCodeAt(0), littleEndian);
  });
  return bytes;
}

describe('captionText', () => {
  it('reads UTF-8, with or without its byte-order mark', () => {
    const bytes = new TextEncoder().encode(SRT);
    expect(captionText(bytes)).toBe(SRT);
    expect(captionText(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toBe(SRT);
  });

  it('reads a Windows-1252 ("ANSI") file with its accents, never "�"', () => {
    const text = captionText(windows1252(SRT));
    expect(text).toBe(SRT);
    expect(text).not.toContain('\uFFFD');
  });

  it('reads UTF-16 ("Unicode") in either byte order', () => {
    expect(captionText(utf16(SRT, true))).toBe(SRT);
    expect(captionText(utf16(SRT, false))).toBe(SRT);
  });
});
