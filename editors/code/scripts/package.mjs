// `npm run package`: builds the .vsix with the cocci binary inside (server/cocci), for the
// platform this runs on. The binary comes from $COCCI_BINARY, else ../../target/release/cocci,
// built with `cargo build --release -p cocci` when missing. The copy is stripped of debug info.
// COCCI_VSIX_OUT names the .vsix (default: cocci-VERSION-PLATFORM.vsix here).
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const ext = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(ext, '../..');
const exe = process.platform === 'win32' ? 'cocci.exe' : 'cocci';
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

let binary = process.env.COCCI_BINARY;
if (binary) {
    binary = path.resolve(binary);
} else {
    binary = path.join(repo, 'target', 'release', exe);
    if (!fs.existsSync(binary)) {
        console.log(`${binary} is missing: building it`);
        run('cargo', ['build', '--release', '--locked', '-p', 'cocci'], repo);
    }
}
if (!fs.existsSync(binary)) {
    console.error(`no cocci binary at ${binary}`);
    process.exit(1);
}
// The binary must run here: it is for this platform (and is what the .vsix is marked for).
const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();

const serverDir = path.join(ext, 'server');
fs.rmSync(serverDir, { recursive: true, force: true });
fs.mkdirSync(serverDir);
fs.copyFileSync(binary, path.join(serverDir, exe));
fs.chmodSync(path.join(serverDir, exe), 0o755);
// The release profile keeps line tables (about 45 MB of the binary): drop them from the copy that
// ships, keeping the symbols for backtraces. COCCI_NO_STRIP=1 ships the binary as it is.
if (process.platform !== 'win32' && !process.env.COCCI_NO_STRIP) {
    try {
        const flags = process.platform === 'darwin' ? ['-S'] : ['--strip-debug'];
        execFileSync('strip', [...flags, path.join(serverDir, exe)], { stdio: 'inherit' });
    } catch {
        console.warn('strip failed or is missing: the binary ships with its debug information');
    }
}

const arch = { x64: 'x64', arm64: 'arm64', arm: 'armhf' }[process.arch] ?? process.arch;
const target = process.env.COCCI_VSCE_TARGET ?? `${process.platform}-${arch}`;
const pkg = JSON.parse(fs.readFileSync(path.join(ext, 'package.json'), 'utf8'));
const out = path.resolve(process.env.COCCI_VSIX_OUT ?? path.join(ext, `${pkg.name}-${pkg.version}-${target}.vsix`));
console.log(`packaging ${path.relative(ext, out)} with ${binary} (${version})`);
const vsce = path.join(ext, 'node_modules', '.bin', process.platform === 'win32' ? 'vsce.cmd' : 'vsce');
// Relative links of the README point into the repository's editors/code folder.
const repoUrl = (pkg.repository?.url ?? '').replace(/^git\+/, '').replace(/\.git$/, '');
const sub = pkg.repository?.directory ? `/${pkg.repository.directory}` : '';
const links = repoUrl.startsWith('https://github.com/')
    ? ['--baseContentUrl', `${repoUrl}/blob/HEAD${sub}`, '--baseImagesUrl', `${repoUrl}/raw/HEAD${sub}`]
    : [];
run(vsce, ['package', '--no-dependencies', '--target', target, '--out', out, ...links], ext);
console.log(out);
