import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { certificateDate, hoursText, SCHOOL_NAME } from '@aula/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { DEFAULT_SCHOOL } from '../mail/template';

const require = createRequire(import.meta.url);
/** Roboto (Apache-2.0), embedded as subsets so the text is the font's and extractable. */
const fontDir = join(dirname(require.resolve('roboto-fontface/package.json')), 'fonts/roboto');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => {
  fonts ??= {
    regular: readFileSync(join(fontDir, 'Roboto-Regular.woff')),
    bold: readFileSync(join(fontDir, 'Roboto-Bold.woff')),
  };
  return fonts;
};

/** What a certificate's PDF states; all of it copied on the certificate row at issue. */
export interface CertificateText {
  code: string;
  revision: number;
  fullName: string;
  courseTitle: string;
  hours: number;
  completedAt: Date;
  issuedAt: Date;
  signerName: string;
  signerRole: string;
  /** The public verification page's absolute address. */
  verificationUrl: string;
}

/**
 * The certificate as an A4 landscape PDF. Deterministic: the creation date is the issue's, the
 * file ID derives from the document's info (which names the code and revision), fonts are subset
 * with fixed tags and the QR code is drawn as vector squares, so the same certificate gives the
 * same bytes every time.
 */
export async function renderCertificatePdf(text: CertificateText): Promise<Uint8Array> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'pt-BR',
    info: {
      Title: `Certificado de conclusão — ${text.courseTitle}`,
      Author: SCHOOL_NAME,
      Subject: `Código ${text.code}, revisão ${text.revision}`,
      Producer: SCHOOL_NAME,
      Creator: SCHOOL_NAME,
      CreationDate: text.issuedAt,
      ModDate: text.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);

  const width = doc.page.width;
  const height = doc.page.height;
  const ink = '#1f2937';
  // The school's colour, as its e-mails have it (Aula's green).
  const accent = DEFAULT_SCHOOL.color;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(2)
    .strokeColor(accent)
    .stroke();
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(0.5)
    .strokeColor(accent)
    .stroke();

  const center = (font: string, size: number, value: string, y: number, color = ink) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, 80, y, { width: width - 160, align: 'center' });

  center('Bold', 14, SCHOOL_NAME.toUpperCase(), 70, accent);
  center('Bold', 30, 'CERTIFICADO DE CONCLUSÃO', 100);
  center('Regular', 15, 'Certificamos que', 165);
  center('Bold', 28, text.fullName, 192);
  center('Regular', 15, 'concluiu o curso', doc.y + 10);
  center('Bold', 20, text.courseTitle, doc.y + 8);
  center(
    'Regular',
    15,
    `com carga horária de ${hoursText(text.hours)}, em ${certificateDate(text.completedAt)}.`,
    doc.y + 12,
  );

  // The signer, bottom left.
  const signY = height - 150;
  doc.moveTo(90, signY).lineTo(330, signY).lineWidth(0.8).strokeColor(ink).stroke();
  doc
    .font('Bold')
    .fontSize(12)
    .fillColor(ink)
    .text(text.signerName, 90, signY + 8, { width: 240, align: 'center' });
  doc
    .font('Regular')
    .fontSize(11)
    .text(text.signerRole, 90, doc.y + 2, { width: 240, align: 'center' });
  doc.text(SCHOOL_NAME, 90, doc.y + 2, { width: 240, align: 'center' });

  // The verification: the code, the address and a QR code to it, bottom right.
  const qr = QRCode.create(text.verificationUrl, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const qrSize = 96;
  const cell = qrSize / modules;
  const qrX = width - 90 - qrSize;
  const qrY = height - 80 - qrSize;
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.modules.get(row, col)) doc.rect(qrX + col * cell, qrY + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
  const infoX = qrX - 290;
  doc
    .font('Regular')
    .fontSize(10)
    .fillColor(ink)
    .text('Código de verificação', infoX, qrY + 20, { width: 275, align: 'right' });
  doc
    .font('Bold')
    .fontSize(13)
    .text(text.code, infoX, doc.y + 2, { width: 275, align: 'right' });
  // The address on a line of its own, never cut in the code (a copied address must work), and a
  // link a PDF reader opens; a longer address gets a smaller type.
  doc
    .font('Regular')
    .fontSize(9)
    .text('Verifique em', infoX, doc.y + 4, {
      width: 275,
      align: 'right',
    });
  let size = 9;
  while (size > 6 && doc.fontSize(size).widthOfString(text.verificationUrl) > 275) size -= 0.5;
  doc.fontSize(size).text(text.verificationUrl, infoX, doc.y + 1, {
    width: 275,
    align: 'right',
    link: text.verificationUrl,
    lineBreak: false,
  });

  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
