// The entry point VS Code loads from `extensionTestsPath` (the run() contract of
// @vscode/test-electron): runs the mocha suite in the extension host and rejects on failure.
// Progress goes to the console and to the file named by COCCI_E2E_RESULTS, which
// scripts/vscode-e2e prints.

import * as fs from 'fs';
import Mocha from 'mocha';
import * as path from 'path';

function logger(): (line: string) => void {
    const file = process.env.COCCI_E2E_RESULTS;
    return (line) => {
        console.log(line);
        if (file) {
            fs.appendFileSync(file, line + '\n');
        }
    };
}

/** A small reporter: one line a test, failures with their stack, a closing count. */
class Reporter {
    constructor(runner: Mocha.Runner) {
        const log = logger();
        let passed = 0;
        const failed: string[] = [];
        const started = Date.now();
        runner.on('pass', (t) => {
            passed++;
            log(`  ok   ${t.fullTitle()} (${t.duration ?? 0} ms)`);
        });
        runner.on('fail', (t, err: Error) => {
            failed.push(t.fullTitle());
            log(`  FAIL ${t.fullTitle()}\n${(err.stack ?? String(err)).replace(/^/gm, '       ')}`);
        });
        runner.on('end', () => {
            log(`${passed} passed, ${failed.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        });
    }
}

export function run(): Promise<void> {
    const mocha = new Mocha({ ui: 'bdd', timeout: 60_000, color: false, reporter: Reporter as unknown as Mocha.ReporterConstructor });
    mocha.bail(false);
    mocha.addFile(path.join(__dirname, 'extension.test.js'));
    return new Promise((resolve, reject) => {
        try {
            mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} test(s) failed`)) : resolve()));
        } catch (e) {
            reject(e);
        }
    });
}
