// Where the `cocci` binary that runs the language server is: the `cocci.server.path` setting,
// else the binary bundled in the extension's `server/` folder, else `cocci` on PATH. No VS Code
// API here, so that it is unit-tested with plain Node (`npm test`).

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

export interface LookupInput {
    /** The `cocci.server.path` setting (empty or undefined: not set). */
    configured?: string;
    /** The first workspace folder's path, for `${workspaceFolder}` and relative settings. */
    workspaceFolder?: string;
    /** The extension's install folder (holds `server/cocci` when bundled). */
    extensionPath: string;
    /** Environment to read PATH (and PATHEXT on Windows) from. */
    env: NodeJS.ProcessEnv;
    platform: NodeJS.Platform;
    /** Home folder for `~`. */
    home?: string;
    /** Whether a file exists and may be run (tests pass their own). */
    isExecutable?: (file: string) => boolean;
}

export type Source = 'setting' | 'bundled' | 'path';

export type Lookup = { ok: true; path: string; source: Source } | { ok: false; message: string };

export function defaultIsExecutable(file: string): boolean {
    try {
        if (!fs.statSync(file).isFile()) {
            return false;
        }
        fs.accessSync(file, process.platform === 'win32' ? fs.constants.F_OK : fs.constants.X_OK);
        return true;
    } catch {
        return false;
    }
}

/** `~` and `${workspaceFolder}` expanded; relative paths taken from the workspace folder. */
export function expandSetting(value: string, input: Pick<LookupInput, 'workspaceFolder' | 'home'>): string {
    let p = value.trim();
    const home = input.home ?? os.homedir();
    if (p === '~' || p.startsWith('~/') || p.startsWith('~\\')) {
        p = path.join(home, p.slice(1));
    }
    if (input.workspaceFolder !== undefined) {
        p = p.split('${workspaceFolder}').join(input.workspaceFolder);
        if (!path.isAbsolute(p)) {
            p = path.join(input.workspaceFolder, p);
        }
    }
    return p;
}

export function binaryName(platform: NodeJS.Platform): string {
    return platform === 'win32' ? 'cocci.exe' : 'cocci';
}

/** The first `cocci` on PATH, if any. */
export function searchPath(input: LookupInput): string | undefined {
    const isExec = input.isExecutable ?? defaultIsExecutable;
    const win = input.platform === 'win32';
    const pathVar = (win ? (input.env.Path ?? input.env.PATH) : input.env.PATH) ?? '';
    const exts = win ? (input.env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';').filter((e) => e) : [''];
    const sep = win ? ';' : ':';
    const join = win ? path.win32.join : path.posix.join;
    for (const dir of pathVar.split(sep)) {
        if (!dir) {
            continue;
        }
        for (const ext of exts) {
            const candidate = join(dir, 'cocci' + ext.toLowerCase());
            if (isExec(candidate)) {
                return candidate;
            }
        }
    }
    return undefined;
}

export const NOT_FOUND_MESSAGE =
    'The cocci language server was not found: no `cocci` binary is bundled with this extension ' +
    'and none is on PATH. Install cocci (for example `cargo install --locked --path server/cli` ' +
    'in the cocci repository) so that `cocci` is on PATH, or set `cocci.server.path` to the binary.';

export function findServer(input: LookupInput): Lookup {
    const isExec = input.isExecutable ?? defaultIsExecutable;
    const configured = input.configured?.trim();
    if (configured) {
        const p = expandSetting(configured, input);
        if (isExec(p)) {
            return { ok: true, path: p, source: 'setting' };
        }
        return {
            ok: false,
            message:
                `\`cocci.server.path\` is set to "${configured}", but there is no executable file at ${p}. ` +
                'Fix the setting, or clear it to use the bundled binary or `cocci` on PATH.',
        };
    }
    const join = input.platform === 'win32' ? path.win32.join : path.posix.join;
    const bundled = join(input.extensionPath, 'server', binaryName(input.platform));
    if (isExec(bundled)) {
        return { ok: true, path: bundled, source: 'bundled' };
    }
    const onPath = searchPath(input);
    if (onPath) {
        return { ok: true, path: onPath, source: 'path' };
    }
    return { ok: false, message: NOT_FOUND_MESSAGE };
}
