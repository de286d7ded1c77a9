// Unit tests of what the live preview shows, with plain Node (`npm test`).
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PreviewPayload, render, statusText } from '../../src/previewText';

const DIFF = '--- a/src/main.rs\n+++ b/src/main.rs\n@@ -1 +1 @@\n-a.unwrap();\n+a.expect("x");\n';

function payload(over: Partial<PreviewPayload> = {}): PreviewPayload {
    return {
        uri: 'file:///ws/fix.cocci',
        version: 3,
        scope: 'workspace',
        diff: DIFF,
        matches: 1,
        filesChanged: 1,
        problems: 0,
        skipped: 0,
        summary: '1 match, 1 file changed, 0 problems',
        messages: [],
        truncated: false,
        error: null,
        ...over,
    };
}

test('the preview is a header with the counts, then the diff as cocci apply prints it', () => {
    assert.equal(render('fix.cocci', payload()), `# cocci: fix.cocci over the workspace: 1 match, 1 file changed, 0 problems\n${DIFF}`);
    assert.equal(statusText('fix.cocci', payload()), 'fix.cocci: 1 match, 1 file changed');
});

test('messages, the open-files scope, nothing to change, a cut diff', () => {
    const text = render(
        'fix.cocci',
        payload({ scope: 'open', messages: ['src/b.rs: warning: 1 syntax error; matched where the file parses'], truncated: true }),
    );
    assert.equal(
        text,
        '# cocci: fix.cocci over the open files: 1 match, 1 file changed, 0 problems\n' +
            '# src/b.rs: warning: 1 syntax error; matched where the file parses\n' +
            DIFF +
            '# … the diff is cut here (too long to show); the counts above are whole\n',
    );
    const none = payload({ diff: '', matches: 0, filesChanged: 0, summary: '0 matches, 0 files changed, 0 problems' });
    assert.equal(render('fix.cocci', none).split('\n')[1], '# fix.cocci changes nothing');
    const star = payload({ diff: '', matches: 2, filesChanged: 0, problems: 1 });
    assert.match(render('find.cocci', star), /find.cocci changes nothing \(its matches are reports, not rewrites\)/);
    assert.equal(statusText('find.cocci', star), 'find.cocci: 2 matches, 0 files changed, 1 problem');
});

test('a patch with errors, and no preview yet', () => {
    const broken = payload({ diff: '', error: 'fix.cocci has errors (3:1: expected `;`)' });
    assert.equal(render('fix.cocci', broken), '# cocci: no preview of fix.cocci over the workspace: fix.cocci has errors (3:1: expected `;`)\n');
    assert.equal(statusText('fix.cocci', broken), 'fix.cocci: has errors');
    assert.equal(render('fix.cocci', undefined), '# cocci: computing the preview of fix.cocci…\n');
    assert.equal(statusText('fix.cocci', undefined), 'fix.cocci: previewing…');
});
