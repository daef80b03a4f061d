import { spawn } from 'node:child_process';
import { delimiter } from 'node:path';
import { root } from './paths.mjs';

/** node_modules/.bin first, so every tool runs on the repo's Node 24 even outside npm scripts. */
export function toolEnv(env = process.env) {
  return { ...env, PATH: `${root}node_modules/.bin${delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs a command with inherited output; resolves to its exit code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: toolEnv(options.env),
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}
