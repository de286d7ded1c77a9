// Unit tests of the binary lookup, with plain Node (`npm test`): no VS Code needed.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { expandSetting, findServer, LookupInput, NOT_FOUND_MESSAGE, searchPath } from '../../src/serverPath';

function input(files: string[], over: Partial<LookupInput> = {}): LookupInput {
    const set = new Set(files);
    return {
        extensionPath: '/ext',
        env: { PATH: '/usr/local/bin:/usr/bin' },
        platform: 'linux',
        home: '/home/me',
        isExecutable: (f) => set.has(f),
        ...over,
    };
}

test('the setting wins over the bundled binary and PATH', () => {
    const r = findServer(input(['/opt/cocci', '/ext/server/cocci', '/usr/bin/cocci'], { configured: '/opt/cocci' }));
    assert.deepEqual(r, { ok: true, path: '/opt/cocci', source: 'setting' });
});

test('a setting pointing at nothing is an error naming the setting, with no fallback', () => {
    const r = findServer(input(['/ext/server/cocci'], { configured: '/nope/cocci' }));
    assert.equal(r.ok, false);
    assert.ok(!r.ok && r.message.includes('cocci.server.path') && r.message.includes('/nope/cocci'));
});

test('an empty or blank setting is as good as unset', () => {
    for (const configured of ['', '   ', undefined]) {
        const r = findServer(input(['/ext/server/cocci'], { configured }));
        assert.deepEqual(r, { ok: true, path: '/ext/server/cocci', source: 'bundled' });
    }
});

test('the bundled binary comes before PATH', () => {
    const r = findServer(input(['/ext/server/cocci', '/usr/bin/cocci']));
    assert.deepEqual(r, { ok: true, path: '/ext/server/cocci', source: 'bundled' });
});

test('PATH is searched in order', () => {
    const r = findServer(input(['/usr/bin/cocci', '/usr/local/bin/cocci']));
    assert.deepEqual(r, { ok: true, path: '/usr/local/bin/cocci', source: 'path' });
    assert.equal(searchPath(input(['/usr/bin/cocci'], { env: { PATH: '::/usr/bin:' } })), '/usr/bin/cocci');
});

test('nothing found: a message saying how to fix it', () => {
    const r = findServer(input([], { env: {} }));
    assert.deepEqual(r, { ok: false, message: NOT_FOUND_MESSAGE });
    assert.match(NOT_FOUND_MESSAGE, /Install cocci/);
    assert.match(NOT_FOUND_MESSAGE, /cocci\.server\.path/);
});

test('~, ${workspaceFolder} and relative settings are expanded', () => {
    const ws = { workspaceFolder: '/ws', home: '/home/me' };
    assert.equal(expandSetting('~/bin/cocci', ws), '/home/me/bin/cocci');
    assert.equal(expandSetting('${workspaceFolder}/target/release/cocci', ws), '/ws/target/release/cocci');
    assert.equal(expandSetting('target/debug/cocci', ws), '/ws/target/debug/cocci');
    assert.equal(expandSetting('/abs/cocci', ws), '/abs/cocci');
    const r = findServer(input(['/ws/target/debug/cocci'], { configured: 'target/debug/cocci', workspaceFolder: '/ws' }));
    assert.deepEqual(r, { ok: true, path: '/ws/target/debug/cocci', source: 'setting' });
});

test('Windows: cocci.exe bundled, PATHEXT on Path', () => {
    const win = (files: string[]) =>
        input(files, { platform: 'win32', extensionPath: 'C:\\ext', env: { Path: 'C:\\tools;C:\\bin', PATHEXT: '.COM;.EXE' } });
    assert.deepEqual(findServer(win(['C:\\ext\\server\\cocci.exe'])), {
        ok: true,
        path: 'C:\\ext\\server\\cocci.exe',
        source: 'bundled',
    });
    assert.deepEqual(findServer(win(['C:\\bin\\cocci.exe'])), { ok: true, path: 'C:\\bin\\cocci.exe', source: 'path' });
});

test('real files: only executable regular files count', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cocci-lookup-'));
    try {
        fs.mkdirSync(path.join(dir, 'ext', 'server'), { recursive: true });
        fs.mkdirSync(path.join(dir, 'bin', 'cocci'), { recursive: true }); // a folder named cocci
        const bundled = path.join(dir, 'ext', 'server', 'cocci');
        fs.writeFileSync(bundled, '#!/bin/sh\n', { mode: 0o644 }); // not executable
        const env = { PATH: path.join(dir, 'bin') };
        const base = { extensionPath: path.join(dir, 'ext'), env, platform: process.platform };
        assert.equal(findServer(base).ok, false);
        fs.chmodSync(bundled, 0o755);
        assert.deepEqual(findServer(base), { ok: true, path: bundled, source: 'bundled' });
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
});
