import { formatFileSize } from '../../i18n/file-size';

/** The formats the picker offers (the server checks the content with ffprobe, never the name). */
export const VIDEO_ACCEPT =
  'video/mp4,video/quicktime,video/x-matroska,video/webm,.mp4,.mov,.mkv,.webm';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** "42 %": a whole percentage, as the drawer writes it. */
export const formatPercent = (percent: number) =>
  `${integer.format(Math.min(100, Math.max(0, Math.floor(percent))))} %`;

/** "cerca de 2 min restantes", "cerca de 1 h 5 min restantes", "menos de 1 min restante". */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return 'menos de 1 min restante';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `cerca de ${integer.format(minutes)} min restantes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `cerca de ${hours} h${rest ? ` ${rest} min` : ''} restantes`;
}

export const videoFieldMessages = {
  legend: 'Vídeo',
  uploadTab: 'Enviar arquivo',
  linkTab: 'Link externo',
  drop: 'Arraste o vídeo para cá ou',
  choose: 'Escolher arquivo',
  inputLabel: 'Arquivo de vídeo',
  formats: (maxBytes: number) => `MP4, MOV, MKV ou WebM, até ${formatFileSize(maxBytes)}.`,
  empty: 'O arquivo está vazio (0 bytes). Escolha o arquivo do vídeo.',
  tooLarge: (maxBytes: number) =>
    `O arquivo é maior que o tamanho máximo permitido (${formatFileSize(maxBytes)}).`,
  uploading: (percent: number) => `Enviando ${formatPercent(percent)}`,
  paused: (percent: number) => `Pausado em ${formatPercent(percent)}`,
  processing: (percent: number | null) =>
    percent === null ? 'Processando…' : `Processando ${formatPercent(percent)}`,
  processingHint:
    'O vídeo está sendo preparado em várias qualidades. Você pode fechar esta janela.',
  ready: 'Pronto',
  speed: (bytesPerSecond: number) => `${formatFileSize(bytesPerSecond)}/s`,
  sizeOf: (sent: number, total: number) => `${formatFileSize(sent)} de ${formatFileSize(total)}`,
  pause: 'Pausar',
  resume: 'Continuar',
  cancel: 'Cancelar envio',
  another: 'Enviar outro arquivo',
  retry: 'Tentar de novo',
  keepsCurrent: 'Os alunos continuam vendo o vídeo atual até o novo ficar pronto.',
  elsewhere:
    'Este vídeo está sendo enviado de outra aba ou de outro aparelho. Para continuar daqui, escolha o mesmo arquivo.',
  interrupted: (percent: number) => `Envio interrompido em ${formatPercent(percent)}`,
  interruptedHint:
    'O envio parou (a aba foi fechada ou a conexão caiu). Para continuar de onde parou, escolha o mesmo arquivo.',
  duration: (duration: string) => `Duração: ${duration}`,
  poster: 'Quadro de capa do vídeo',
  failedTitle: 'O vídeo não foi aceito',
  uploadFailedTitle: 'O envio parou',
  loading: 'Carregando o vídeo da aula',
  loadFailed: 'Não foi possível carregar o estado do vídeo. Tente novamente em instantes.',
  unavailable: 'O envio de arquivos não está disponível aqui. Use um link externo.',
} as const;

/** A refusal before sending anything (the server checks again, and the content too). */
export function checkVideoFile(file: File, maxBytes: number): string | null {
  if (file.size === 0) return videoFieldMessages.empty;
  if (file.size > maxBytes) return videoFieldMessages.tooLarge(maxBytes);
  return null;
}
