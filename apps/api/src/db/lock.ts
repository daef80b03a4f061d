import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { StartupError } from '../config';

/** The lock file inside the embedded database's folder; it holds the owner's pid. */
export const LOCK_FILE = 'aula.lock';

/** Folders this process holds, so that a lock naming our own pid is told apart from a stale one. */
const held = new Set<string>();

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** Why a folder cannot be used, as the start-up line says it. */
function folderProblem(dir: string, error: unknown): StartupError {
  const reason = code(error) ?? (error instanceof Error ? error.message : String(error));
  if (reason === 'EEXIST' || reason === 'ENOTDIR')
    return new StartupError(
      `DATA_DIR não é uma pasta: "${dir}" (existe um arquivo no caminho; aponte DATA_DIR para uma pasta).`,
    );
  return new StartupError(
    `DATA_DIR não pode ser criada ou gravada: "${dir}" (${reason}; aponte DATA_DIR para uma pasta com permissão de escrita).`,
  );
}

/**
 * Creates the folder and its parents one level at a time. Node's `mkdir(..., { recursive: true })`
 * spins forever on some paths under /proc, and a start-up must fail, not hang.
 */
export function ensureDir(dir: string) {
  try {
    if (statSync(dir).isDirectory()) return;
    throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
  } catch (error) {
    if (code(error) !== 'ENOENT') throw folderProblem(dir, error);
  }
  const parent = dirname(dir);
  if (parent !== dir) ensureDir(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if (code(error) !== 'EEXIST') throw folderProblem(dir, error);
    // Created meanwhile by someone else: fine if it is a folder.
    ensureDir(dir);
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return code(error) !== 'ESRCH';
  }
}

/**
 * Moves a stale lock out of the way, unless another process replaced it meanwhile (then that
 * process's lock is put back). Plain unlink could remove a lock just taken by a racing process.
 */
function removeStale(file: string, stalePid: number | null) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already: someone else removed it
  }
  if (readPid(aside) !== stalePid) {
    try {
      linkSync(aside, file);
    } catch {}
  }
  try {
    unlinkSync(aside);
  } catch {}
}

/**
 * Makes this process the only one using the embedded database in `dir`: creates `dir/aula.lock`
 * holding our pid with an exclusive create. A lock whose process is gone is taken over. Returns
 * the release, also run at exit; a StartupError names the folder and the pid holding it.
 */
export function lockDataDir(dir: string): () => void {
  ensureDir(dir);
  const file = join(dir, LOCK_FILE);
  if (held.has(file))
    throw new StartupError(
      `DATA_DIR já está em uso por este mesmo processo: "${dir}" (pid ${process.pid}).`,
    );
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if (code(error) !== 'EEXIST') throw folderProblem(dir, error);
      const pid = readPid(file);
      // Our own pid in a lock we do not hold: left by an earlier run (containers reuse pids).
      const stale = pid === null || pid === process.pid || !alive(pid);
      if (pid === null && attempt < 3) {
        // Possibly being written this very moment by the process that created it.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      if (!stale || attempt >= 5)
        throw new StartupError(
          `DATA_DIR já está em uso: a pasta "${dir}" está aberta pelo processo ${pid ?? 'desconhecido'} (pare-o, ou use outra DATA_DIR).`,
        );
      removeStale(file, pid);
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    break;
  }
  held.add(file);
  const onExit = () => release();
  process.once('exit', onExit);
  function release() {
    if (!held.delete(file)) return;
    process.removeListener('exit', onExit);
    if (readPid(file) !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {}
  }
  return release;
}
