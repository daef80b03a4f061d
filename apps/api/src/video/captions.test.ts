import {
  cleanCueText,
  MAX_CUES,
  NO_CUES_MESSAGE,
  NOT_CAPTIONS_MESSAGE,
  parseCaptions,
  TOO_MANY_CUES_MESSAGE,
  UNREADABLE_MESSAGE,
} from './captions';

const ok = (content: string, durationSeconds?: number | null) => {
  const result = parseCaptions(content, { durationSeconds });
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
};
const refusal = (content: string, durationSeconds?: number | null) => {
  const result = parseCaptions(content, { durationSeconds });
  if (result.ok) throw new Error('accepted');
  return result.message;
};

const SRT = `1
00:00:01,000 --> 00:00:04,000
Olá, turma!

2
00:00:04,500 --> 00:00:07,250
<i>Hoje:</i> React & TypeScript
em duas linhas
`;

describe('parseCaptions', () => {
  it('converts SubRip to WebVTT, numbered, with dots for milliseconds', () => {
    const result = ok(SRT);
    expect(result.format).toBe('srt');
    expect(result.cues).toHaveLength(2);
    expect(result.vtt).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:01.000 --> 00:00:04.000',
        'Olá, turma!',
        '',
        '2',
        '00:00:04.500 --> 00:00:07.250',
        '<i>Hoje:</i> React &amp; TypeScript',
        'em duas linhas',
        '',
      ].join('\n'),
    );
  });

  it('tolerates a byte-order mark, CRLF, spaces after lines and a missing number', () => {
    const result = ok(
      `\uFEFF1\r\n00:00:01,000 --> 00:00:02,000  \r\nUm\r\n\r\n00:00:03,000 --> 00:00:04,000\r\nDois\r\n`,
    );
    expect(result.cues.map((cue) => cue.lines)).toEqual([['Um'], ['Dois']]);
  });

  it('reads WebVTT with a header, ids, notes, styles, short times and keeps valid settings only', () => {
    const result = ok(`WEBVTT - aula 1
Kind: captions

NOTE revisar depois

STYLE
::cue { color: red }

intro
00:01.000 --> 00:02.500 align:start position:10% foo:bar
<v Professora>Bom dia</v> <c.yellow>a todos</c>

00:00:03.000 --> 00:00:04.000
&lt;tag&gt; &amp; texto
`);
    expect(result.format).toBe('vtt');
    expect(result.cues).toEqual([
      { start: 1000, end: 2500, settings: 'align:start position:10%', lines: ['Bom dia a todos'] },
      { start: 3000, end: 4000, settings: '', lines: ['&lt;tag&gt; &amp; texto'] },
    ]);
    expect(result.vtt).toContain('00:00:01.000 --> 00:00:02.500 align:start position:10%\n');
  });

  it('orders cues by start time', () => {
    const result = ok(`WEBVTT

00:00:05.000 --> 00:00:06.000
Depois

00:00:01.000 --> 00:00:02.000
Antes
`);
    expect(result.cues.map((cue) => cue.lines[0])).toEqual(['Antes', 'Depois']);
  });

  it('drops empty lines of text and cues left without text', () => {
    const result = ok(`1
00:00:01,000 --> 00:00:02,000
<font color="#fff"></font>

2
00:00:03,000 --> 00:00:04,000
{\\an8}Em cima
`);
    expect(result.cues).toEqual([{ start: 3000, end: 4000, settings: '', lines: ['Em cima'] }]);
  });

  it.each([
    ['garbage text', 'isto não é uma legenda, é só um texto qualquer'],
    ['an empty file', '   \n\n'],
    ['a binary file', 'ftypisom\u0000\u0000\u0001mdat'],
    ['a header lookalike', 'WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\nOi'],
  ])('refuses %s as not a caption file', (_, content) => {
    expect(refusal(content)).toBe(NOT_CAPTIONS_MESSAGE);
  });

  it('names the cue and line of a malformed timing line', () => {
    expect(
      refusal(`1
00:00:01,000 --> 00:00:02,000
Um

2
00:00:03 -> 00:00:04
Dois
`),
    ).toBe(
      'A fala 2 (linha 5) não tem a linha de tempo (como 00:00:01,000 --> 00:00:04,000). Confira se há uma linha em branco entre as falas.',
    );
    expect(refusal('WEBVTT\n\n00:00:01.000 --> 00:00:02\nUm\n')).toMatch(
      /^A fala 1 \(linha 3\) tem a linha de tempo malformada: “00:00:01.000 --> 00:00:02”/,
    );
    expect(refusal('1\n00:00:01 --> 00:00:02\nUm\n')).toBe(
      'A fala 1 (linha 2) tem a linha de tempo malformada: “00:00:01 --> 00:00:02”. Use o formato 00:00:01,000 --> 00:00:04,000.',
    );
    expect(refusal('WEBVTT\n\n00:00:01.000 --> 00:00:75.000\nUm\n')).toMatch(
      /Minutos e segundos vão até 59\.$/,
    );
  });

  it('refuses a cue that ends before it starts, or when it starts', () => {
    expect(refusal('1\n00:00:05,000 --> 00:00:04,000\nUm\n')).toBe(
      'A fala 1 (linha 2) termina (00:00:04.000) antes de começar (00:00:05.000) ou no mesmo instante.',
    );
    expect(refusal('1\n00:00:05,000 --> 00:00:05,000\nUm\n')).toMatch(/^A fala 1/);
  });

  it('refuses negative times', () => {
    expect(refusal('1\n-00:00:01,000 --> 00:00:02,000\nUm\n')).toBe(
      'A fala 1 (linha 2) tem um tempo negativo. Os tempos começam em 00:00:00.',
    );
    expect(refusal('1\n00:00:01,000 --> -00:00:02,000\nUm\n')).toMatch(/tempo negativo/);
  });

  it('refuses overlapping cues, naming both', () => {
    expect(
      refusal(`1
00:00:01,000 --> 00:00:04,000
Um

2
00:00:03,500 --> 00:00:06,000
Dois
`),
    ).toBe(
      'As falas 1 (linha 2) e 2 (linha 6) se sobrepõem: uma começa antes de a outra terminar. Ajuste os tempos para que uma fala termine antes da seguinte.',
    );
    // Touching is not overlapping.
    expect(
      ok('1\n00:00:01,000 --> 00:00:02,000\nUm\n\n2\n00:00:02,000 --> 00:00:03,000\nDois\n').cues,
    ).toHaveLength(2);
  });

  it("refuses a cue past the video's end, with a second of tolerance", () => {
    const content =
      '1\n00:00:01,000 --> 00:00:10,900\nUm\n\n2\n00:00:11,000 --> 00:00:12,000\nDois\n';
    expect(refusal(content, 10)).toBe(
      'A fala 2 (linha 6) termina em 00:00:12.000, depois do fim do vídeo (00:00:10.000).',
    );
    expect(ok(content, 11).cues).toHaveLength(2);
    expect(ok(content, null).cues).toHaveLength(2);
  });

  it('refuses a text with replacement characters (a file read in the wrong encoding)', () => {
    expect(refusal(SRT.replace('Olá', 'Ol\uFFFD'))).toBe(UNREADABLE_MESSAGE);
  });

  it('refuses a file without cues', () => {
    expect(refusal('WEBVTT\n\nNOTE só um comentário\n')).toBe(NO_CUES_MESSAGE);
    expect(refusal('WEBVTT\n')).toBe(NO_CUES_MESSAGE);
  });

  it('refuses a second timing line inside a cue (a missing blank line)', () => {
    expect(
      refusal('1\n00:00:01,000 --> 00:00:02,000\nUm\n2\n00:00:03,000 --> 00:00:04,000\nDois\n'),
    ).toBe(
      'A fala 1 (linha 5) tem uma segunda linha de tempo no texto. Separe as falas com uma linha em branco.',
    );
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['Olá <SCRIPT src="x.js"></SCRIPT>'],
    ['<style>body{}</style>'],
    ['<iframe src="https://evil.example"></iframe>'],
    ['<img src=x onerror=alert(1)>'],
    ['<b onclick="alert(1)">clique</b>'],
    ['<i onmouseover=alert(1)>passe</i>'],
    ['veja javascript:alert(1)'],
    ['<c.x>JaVaScRiPt:alert(1)</c>'],
  ])('refuses markup that could run: %s', (text) => {
    // The line the code is on (3), where the admin has to look: not the timing line (2).
    expect(refusal(`1\n00:00:01,000 --> 00:00:02,000\n${text}\n`)).toBe(
      'A fala 1 (linha 3) contém código (<script>, <iframe>, <img>, on…= ou javascript:). Legendas aceitam só texto, com <b>, <i> e <u>.',
    );
    expect(refusal(`1\n00:00:01,000 --> 00:00:02,000\nOlá, turma\n${text}\n`)).toMatch(
      /^A fala 1 \(linha 4\) contém código/,
    );
  });

  it(`refuses more than ${MAX_CUES} cues`, () => {
    const cue = (i: number) => `${i + 1}\n00:00:00,000 --> 00:00:00,001\nx\n`;
    const content = Array.from({ length: MAX_CUES + 1 }, (_, i) => cue(i)).join('\n');
    expect(refusal(content)).toBe(TOO_MANY_CUES_MESSAGE);
  });
});

describe('cleanCueText', () => {
  it.each([
    [
      '<b>negrito</b> e <i>itálico</i> e <u>sub</u>',
      '<b>negrito</b> e <i>itálico</i> e <u>sub</u>',
    ],
    ['<b.destaque>classe</b>', '<b>classe</b>'],
    ['<font color="red">vermelho</font>', 'vermelho'],
    ['<v Ana>fala</v><00:00:01.000> tempo', 'fala tempo'],
    ['<b>aberto', '<b>aberto</b>'],
    ['</i>fechado', 'fechado'],
    ['<b><i>x</b>', '<b><i>x</i></b>'],
    ['a < b > c', 'a &lt; b &gt; c'],
    ['--> seta', '--&gt; seta'],
    ['P&D &amp; &#169; &eacute;', 'P&amp;D &amp; &#169; &amp;eacute;'],
  ])('%s → %s', (input, output) => {
    expect(cleanCueText(input)).toBe(output);
  });
});
