// Drives the tests in code-server (started by scripts/vscode-e2e): opens the workbench in
// headless Chromium (playwright-core) with the extension under development and the tests as
// the payload, waits for the extension host to report (codeAutomationExit), and serves the
// tests' requests to act on the page (screenshots, clicks). Exits 0 when the tests passed.
import { chromium } from 'playwright-core';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
    options: {
        port: { type: 'string' },
        'driver-port': { type: 'string' },
        workspace: { type: 'string' },
        extension: { type: 'string' },
        tests: { type: 'string' },
        chromium: { type: 'string', default: '/usr/bin/chromium' },
        results: { type: 'string' },
        images: { type: 'string' },
        timeout: { type: 'string', default: '150' },
    },
});
const base = `http://127.0.0.1:${opt.port}`;
const started = Date.now();
const log = (m) => console.error(`[driver ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);

async function waitForServer() {
    for (let i = 0; i < 600; i++) {
        try {
            const res = await fetch(`${base}/healthz`);
            if (res.ok) {
                return;
            }
        } catch {
            // not up yet
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('code-server did not come up in 60 s');
}

/** Prints what the tests wrote since last time. */
let printed = 0;
function printResults() {
    if (!opt.results || !fs.existsSync(opt.results)) {
        return;
    }
    const text = fs.readFileSync(opt.results, 'utf8');
    process.stdout.write(text.slice(printed));
    printed = text.length;
}

let page;
const browserLog = [];

// What the tests ask of the page, as a user would do it:
//   POST /screenshot?name=N[&selector=S]  a screenshot to images/N.png once S shows;
//   POST /click?selector=S[&all=1]         clicks the first (or every) element matching S;
//   POST /press?key=K                      presses a key (e.g. Escape) in the focused element.
const driver = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    try {
        if (!page) {
            throw new Error('no page yet');
        }
        if (url.pathname === '/click') {
            const selector = url.searchParams.get('selector');
            const targets = page.locator(selector);
            await targets.first().waitFor({ state: 'visible', timeout: 10_000 });
            const n = url.searchParams.get('all') ? await targets.count() : 1;
            for (let i = 0; i < n; i++) {
                await targets.nth(i).click();
            }
            log(`clicked ${n} × ${selector}`);
            res.writeHead(200).end(String(n));
            return;
        }
        if (url.pathname === '/press') {
            const key = url.searchParams.get('key');
            await page.keyboard.press(key);
            log(`pressed ${key}`);
            res.writeHead(200).end(key);
            return;
        }
        if (url.pathname !== '/screenshot') {
            throw new Error(`unexpected ${req.url}`);
        }
        const name = url.searchParams.get('name').replace(/[^\w-]/g, '_');
        const selector = url.searchParams.get('selector');
        if (selector) {
            // Long enough for a busy machine: VS Code renders code lenses and menus late then.
            await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
        }
        await page.waitForTimeout(400); // animations settle
        const file = path.join(opt.images, `${name}.png`);
        fs.mkdirSync(opt.images, { recursive: true });
        await page.screenshot({ path: file });
        log(`screenshot ${file}`);
        res.writeHead(200).end(file);
    } catch (e) {
        log(`${url.pathname} failed: ${e.message}`);
        // What the page showed instead, beside the results (never into images/).
        const shot = path.join(path.dirname(opt.results), `failed-${url.searchParams.get("name") ?? url.pathname.slice(1)}.png`);
        await page?.screenshot({ path: shot }).then(() => log(`the page then: ${shot}`), () => {});
        res.writeHead(500).end(String(e.message));
    }
});
await new Promise((r) => driver.listen(Number(opt['driver-port']), '127.0.0.1', r));

let browser;
let code = 1;
try {
    await waitForServer();
    log('code-server is up');
    browser = await chromium.launch({
        executablePath: opt.chromium,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.on('console', (m) => browserLog.push(`[console.${m.type()}] ${m.text()}`));
    page.on('pageerror', (e) => browserLog.push(`[pageerror] ${e.message}`));
    const exited = new Promise((resolve) => {
        page.exposeFunction('codeAutomationExit', (c) => resolve(Number(c)));
    });
    const remote = (p) => `vscode-remote://127.0.0.1:${opt.port}${p}`;
    const payload = [
        ['extensionDevelopmentPath', remote(opt.extension)],
        ['extensionTestsPath', remote(opt.tests ?? path.join(opt.extension, 'out/test/e2e/index.js'))],
    ];
    const url = `${base}/?folder=${encodeURIComponent(opt.workspace)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
    await page.goto(url);
    log('workbench loading; tests run in the extension host');
    const timeout = Number(opt.timeout) * 1000;
    const ticker = setInterval(printResults, 500);
    code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), timeout))]);
    clearInterval(ticker);
    printResults();
    if (code === 'timeout') {
        log(`no result after ${opt.timeout} s`);
        await page.screenshot({ path: path.join(path.dirname(opt.results), 'timeout.png') }).catch(() => undefined);
        log(`the page at that moment: ${path.join(path.dirname(opt.results), 'timeout.png')}`);
        code = 1;
    }
} catch (e) {
    log(`error: ${e.stack ?? e}`);
    code = 1;
} finally {
    if (code !== 0) {
        const interesting = browserLog.filter((l) => /error|fail|cocci|extension host/i.test(l)).slice(-40);
        if (interesting.length) {
            console.error('--- browser console (filtered, last lines)\n' + interesting.join('\n'));
        }
    }
    await browser?.close().catch(() => undefined);
    driver.close();
}
log(code === 0 ? 'tests passed' : `tests failed (exit code ${code})`);
process.exit(code === 0 ? 0 : 1);
