// The extension inside real VS Code (code-server's extension host), on the workspace of
// test/fixtures/workspace (a fresh copy each run): activation, diagnostics, the live diff preview,
// hovers, explanations, the quick fix, live re-matching while a patch is edited, settings, the commands,
// restarts. The screenshots of images/ are taken on the way.

import * as assert from 'assert';
import * as child_process from 'child_process';
import * as fs from 'fs';
import * as vscode from 'vscode';
import type { Api, ApplyResult } from '../../src/extension';

const ws = () => vscode.workspace.workspaceFolders![0].uri;
const file = (rel: string) => vscode.Uri.joinPath(ws(), rel);

async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, ms = 20_000): Promise<T> {
    const end = Date.now() + ms;
    let last: unknown;
    for (;;) {
        try {
            const v = await probe();
            if (v) {
                return v;
            }
            last = v;
        } catch (e) {
            last = e;
        }
        if (Date.now() > end) {
            throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
        }
        await sleep(50);
    }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function cocciDiags(uri: vscode.Uri): vscode.Diagnostic[] {
    return vscode.languages
        .getDiagnostics(uri)
        .filter((d) => d.source === 'cocci')
        .sort((a, b) => a.range.start.compareTo(b.range.start));
}

const messages = (uri: vscode.Uri) => cocciDiags(uri).map((d) => d.message);

/** Asks the driver (scripts/vscode-e2e) to act on the page; false when there is no driver. */
async function driver(action: string, params: Record<string, string>): Promise<boolean> {
    const base = process.env.COCCI_E2E_DRIVER;
    if (!base) {
        return false;
    }
    const res = await fetch(`${base}/${action}?${new URLSearchParams(params).toString()}`, { method: 'POST' });
    assert.strictEqual(res.status, 200, `${action} ${JSON.stringify(params)}: ${await res.text()}`);
    return true;
}

/** A screenshot of the page into images/NAME.png, once `selector` shows. */
const screenshot = (name: string, selector: string) => driver('screenshot', { name, selector });
/**
 * [`screenshot`] of what `show` opens (a menu), showing it again when it did not show: on a
 * busy machine the command may run before the code actions are ready ("no code actions").
 */
async function screenshotOf(name: string, selector: string, show: () => Thenable<unknown>, tries = 3): Promise<void> {
    for (let i = 1; ; i++) {
        await show();
        try {
            await screenshot(name, selector);
            return;
        } catch (e) {
            if (i === tries) {
                throw e;
            }
        }
    }
}
/** Clicks what matches `selector` in the page (the first, or every one). */
const click = (selector: string, all = false) => driver('click', all ? { selector, all: '1' } : { selector });
/** Presses a key in the page, as a user would (Escape closes a hover). */
const press = (key: string) => driver('press', { key });

async function setText(doc: vscode.TextDocument, text: string): Promise<void> {
    const edit = new vscode.WorkspaceEdit();
    edit.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), text);
    assert.ok(await vscode.workspace.applyEdit(edit), 'edit applied');
}

async function setting(key: string, value: unknown): Promise<void> {
    await vscode.workspace.getConfiguration('cocci').update(key, value, vscode.ConfigurationTarget.Workspace);
}

const MAIN_ORIGINAL = fs.readFileSync(__dirname + '/../../../test/fixtures/workspace/src/main.rs', 'utf8');
const msg = (code: string, word = 'checked') => `replace \`${code}\` with \`${code.replace(/unwrap\(\)$/, `expect("${word}")`)}\``;
const NAME = 'name.unwrap()';
const PORT = 'std::env::var("PORT").unwrap()';

describe('cocci in VS Code', function () {
    let api: Api;
    let mainDoc: vscode.TextDocument;
    const main = () => file('src/main.rs');

    it('activates by itself on a workspace holding a .cocci file', async () => {
        const ext = vscode.extensions.getExtension<Api>('cocci.cocci');
        assert.ok(ext, 'the extension is installed');
        await waitFor('activation', () => ext.isActive, 30_000);
        api = ext.exports;
        const lc = await api.ready();
        const configured = vscode.workspace.getConfiguration('cocci').get<string>('server.path');
        if (configured) {
            assert.strictEqual(api.serverPath(), configured);
        } else {
            // The packaged extension: the binary it bundles.
            assert.strictEqual(api.serverPath(), ext.extensionUri.fsPath + '/server/cocci');
        }
        assert.strictEqual(lc.initializeResult?.serverInfo?.name, 'cocci');
    });

    it('shows the matches of a Rust file as diagnostics', async () => {
        mainDoc = await vscode.workspace.openTextDocument(main());
        await vscode.window.showTextDocument(mainDoc);
        await waitFor('two diagnostics', () => cocciDiags(main()).length === 2);
        const [d1, d2] = cocciDiags(main());
        assert.deepStrictEqual(messages(main()), [msg(NAME), msg(PORT)]);
        // Positions are UTF-16 (after "héllo 🦀" on the same line): the range covers the code.
        assert.strictEqual(mainDoc.getText(d1.range), NAME);
        assert.strictEqual(mainDoc.getText(d2.range), PORT);
        assert.strictEqual(d1.severity, vscode.DiagnosticSeverity.Warning, 'cocci.severity of the workspace');
        const code = typeof d1.code === 'object' ? d1.code.value : d1.code;
        assert.strictEqual(code, 'fix.cocci:rule@2');
        assert.strictEqual(d1.relatedInformation?.[0].location.uri.toString(), file('fix.cocci').toString());
    });

    it('previews the diff of a patch beside it, following each keystroke', async () => {
        const patchUri = file('fix.cocci');
        const patch = await vscode.workspace.openTextDocument(patchUri);
        const editor = await vscode.window.showTextDocument(patch, vscode.ViewColumn.One);
        const docUri = await vscode.commands.executeCommand<vscode.Uri>('cocci.showPatchPreview', patchUri);
        assert.ok(docUri, 'the preview opened');
        const shown = () => vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === docUri.toString());
        const preview = await waitFor('the preview beside the patch', () => shown()?.document.getText().includes('--- a/src/main.rs') && shown());
        assert.strictEqual(preview.document.languageId, 'diff');
        assert.strictEqual(preview.viewColumn, vscode.ViewColumn.Two);
        assert.strictEqual(vscode.window.activeTextEditor?.document.uri.toString(), patchUri.toString(), 'the patch keeps the focus');
        // Exactly what `cocci apply` prints (run here on the same files), under its summary.
        const cli = child_process.spawnSync(api.serverPath()!, ['apply', 'fix.cocci', 'src'], { cwd: ws().fsPath, encoding: 'utf8' });
        const summary = cli.stderr.trim().split('\n').pop();
        assert.strictEqual(summary, '3 matches, 2 files changed, 0 problems');
        assert.strictEqual(preview.document.getText(), `# cocci: fix.cocci over the workspace: ${summary}\n${cli.stdout}`);
        assert.strictEqual(api.previews.statusText(), 'fix.cocci: 3 matches, 2 files changed');

        // Keystrokes in the patch, unsaved: the preview follows each.
        const at = patch.positionAt(patch.getText().indexOf('checked'));
        editor.selection = new vscode.Selection(at, at);
        await vscode.commands.executeCommand('type', { text: 'u' });
        await waitFor('the preview after one keystroke', () => preview.document.getText().includes('name.expect("uchecked")'));
        await vscode.commands.executeCommand('type', { text: 'n' });
        await waitFor('the preview after the next', () => preview.document.getText().includes('name.expect("unchecked")'));
        assert.ok(patch.isDirty, 'not saved');
        assert.ok(!preview.document.getText().includes('"checked"'), preview.document.getText());
        // The patch and its preview side by side, nothing cut off.
        await vscode.commands.executeCommand('workbench.action.closeSidebar');
        await screenshot('diff-preview', '.tab:has-text("fix.cocci.diff")');

        // A broken patch: the preview says why there is nothing to show; fixed, the diff is back.
        const bad = patch.positionAt(patch.getText().indexOf('e;') + 1);
        await editor.edit((b) => b.delete(new vscode.Range(bad, bad.translate(0, 1))));
        await waitFor('the error in the preview', () => preview.document.getText().startsWith('# cocci: no preview of fix.cocci over the workspace: fix.cocci has errors'));
        assert.strictEqual(api.previews.statusText(), 'fix.cocci: has errors');
        await vscode.commands.executeCommand('undo');
        await waitFor('the diff back', () => preview.document.getText().includes('name.expect("unchecked")'));

        // Closing the preview ends it; the patch was never saved.
        await vscode.commands.executeCommand('workbench.action.files.revert');
        await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
        await vscode.window.showTextDocument(preview.document, preview.viewColumn);
        await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
        await waitFor('the preview closed', () => api.previews.patches().length === 0 && api.previews.statusText() === '');
        await vscode.commands.executeCommand('workbench.action.closeEditorsInOtherGroups');
        await vscode.commands.executeCommand('workbench.view.explorer');
        assert.strictEqual(fs.readFileSync(patchUri.fsPath, 'utf8'), patch.getText(), 'never saved');
    });

    it('shows the rule, the bindings and the rewrite on hover', async () => {
        const editor = await vscode.window.showTextDocument(mainDoc, vscode.ViewColumn.One);
        await waitFor('the matches of the saved patch', () => cocciDiags(main()).length === 2 && messages(main())[0] === msg(NAME));
        const d1 = cocciDiags(main())[0];
        const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', main(), d1.range.start.translate(0, 2));
        const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
        assert.ok(text.includes(`**cocci** rule \`rule@2\` of \`fix.cocci\`: ${msg(NAME)}`), text);
        assert.ok(text.includes('| `e` | `name` |'), text);
        assert.ok(text.includes('let n = name.expect("checked");'), text);
        // Alone and wide, so that the hover shows whole.
        await vscode.commands.executeCommand('workbench.action.closeSidebar');
        await vscode.commands.executeCommand('workbench.action.closeEditorsInOtherGroups');
        editor.selection = new vscode.Selection(d1.range.start.translate(0, 2), d1.range.start.translate(0, 2));
        editor.revealRange(d1.range);
        await vscode.commands.executeCommand('editor.action.showHover');
        await screenshot('hover', '.monaco-hover .rendered-markdown table');
        await press('Escape');
        await vscode.commands.executeCommand('workbench.view.explorer');
        editor.selection = new vscode.Selection(0, 0, 0, 0);
    });

    it('explains why the patch matches here, beside the code', async () => {
        const editor = await vscode.window.showTextDocument(mainDoc, vscode.ViewColumn.One);
        const d1 = cocciDiags(main())[0];
        editor.selection = new vscode.Selection(d1.range.start.translate(0, 2), d1.range.start.translate(0, 2));
        const shownBeside = () =>
            waitFor('the explanation beside the code', () => {
                const e = vscode.window.visibleTextEditors.find((v) => v.document.uri.scheme === 'cocci-explain');
                return e?.document.getText().includes('e = name') ? e : undefined;
            });
        // From the command palette, at the cursor.
        const result = await vscode.commands.executeCommand<{ text: string } | undefined>('cocci.explainHere');
        const said = result?.text ?? '';
        assert.ok(said.includes('fix.cocci rule rule@2 (line '), said);
        assert.ok(said.includes(': matched at '), said);
        await shownBeside();
        await vscode.commands.executeCommand('workbench.action.closeEditorsInOtherGroups');
        // From the code action offered at the match.
        const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', main(), d1.range);
        const why = actions.find((a) => a.command?.command === 'cocci.explain');
        assert.ok(why?.command, JSON.stringify(actions.map((a) => a.title)));
        assert.strictEqual(why.title, 'cocci: why do the patches match here or not?');
        await vscode.commands.executeCommand(why.command.command, ...(why.command.arguments ?? []));
        await shownBeside();
        await vscode.commands.executeCommand('workbench.action.closeEditorsInOtherGroups');
    });

    it('makes a patch from an unsaved change, and previews where else it applies', async () => {
        const lib = file('src/lib.rs');
        const doc = await vscode.workspace.openTextDocument(lib);
        const editor = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
        const at = doc.getText().indexOf('v.len() == 0');
        const range = new vscode.Range(doc.positionAt(at), doc.positionAt(at + 'v.len() == 0'.length));
        await editor.edit((e) => e.replace(range, 'v.is_empty()'));
        const made = await vscode.commands.executeCommand<vscode.Uri | undefined>('cocci.makePatchFromChange');
        try {
            assert.ok(made, 'a patch was made');
            assert.ok(made.path.endsWith('/src/lib.inferred.cocci'), made.path);
            const patch = await vscode.workspace.openTextDocument(made);
            assert.strictEqual(patch.getText(), '@@\nexpression e1;\n@@\n- e1.len() == 0\n+ e1.is_empty()\n');
            assert.strictEqual(patch.languageId, 'cocci');
            assert.ok(patch.isDirty, 'left unsaved for the user to read and save');
            // Where else it applies: util.rs, from the preview beside it.
            const preview = await waitFor('the preview of the inferred patch', () =>
                vscode.window.visibleTextEditors.find((e) => e.document.languageId === 'diff' && e.document.getText().includes('--- a/src/util.rs')),
            );
            assert.ok(preview.document.getText().includes('+    if words.is_empty() {'), preview.document.getText());
            await vscode.commands.executeCommand('workbench.action.closeSidebar');
            await screenshot('infer', '.monaco-editor');
            await vscode.commands.executeCommand('workbench.view.explorer');
        } finally {
            // Leave the workspace as the later tests expect: no new patch, lib.rs as saved.
            for (const e of vscode.window.visibleTextEditors.filter((v) => v.document.uri.toString() === made?.toString())) {
                await vscode.window.showTextDocument(e.document, e.viewColumn);
                await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
            }
            await vscode.commands.executeCommand('workbench.action.closeEditorsInOtherGroups');
            await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
            await vscode.commands.executeCommand('workbench.action.files.revert');
            if (made) {
                await vscode.workspace.fs.delete(made).then(undefined, () => undefined);
            }
        }
    });

    it('offers the quick fix, which rewrites the code', async () => {
        const editor = await vscode.window.showTextDocument(mainDoc);
        const d1 = cocciDiags(main())[0];
        editor.selection = new vscode.Selection(d1.range.start.translate(0, 2), d1.range.start.translate(0, 2));
        editor.revealRange(d1.range);
        // What a user sees: the light bulb menu, with the fix on top.
        await screenshotOf('quickfix', '.action-widget .monaco-list-row', () => vscode.commands.executeCommand('editor.action.quickFix'));
        await vscode.commands.executeCommand('hideCodeActionWidget').then(undefined, () => undefined);

        const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
            'vscode.executeCodeActionProvider',
            main(),
            d1.range,
            vscode.CodeActionKind.QuickFix.value,
        );
        const title = `cocci: ${msg(NAME)}`;
        const fix = actions.find((a) => a.title === title);
        assert.ok(fix, `"${title}" among ${JSON.stringify(actions.map((a) => a.title))}`);
        assert.strictEqual(fix.kind?.value, 'quickfix');
        assert.strictEqual(fix.isPreferred, true);
        assert.ok(fix.edit && (await vscode.workspace.applyEdit(fix.edit)));
        assert.strictEqual(mainDoc.getText(), MAIN_ORIGINAL.replace(NAME, 'name.expect("checked")'));
        await waitFor('one diagnostic left', () => cocciDiags(main()).length === 1);
        assert.deepStrictEqual(messages(main()), [msg(PORT)]);

        const whole = await vscode.commands.executeCommand<vscode.CodeAction[]>(
            'vscode.executeCodeActionProvider',
            main(),
            new vscode.Range(0, 0, 0, 0),
        );
        const titles = whole.map((a) => a.title);
        assert.ok(titles.includes('cocci: apply fix.cocci to the whole file'), JSON.stringify(titles));
    });

    it('re-matches live while the patch is edited, unsaved', async () => {
        const patch = await vscode.workspace.openTextDocument(file('fix.cocci'));
        await vscode.window.showTextDocument(patch, vscode.ViewColumn.Beside);
        const original = patch.getText();
        const lenses = await waitFor('code lenses', async () => {
            const l = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', patch.uri);
            return l?.length ? l : undefined;
        });
        assert.strictEqual(lenses[0].command?.title, '2 matches in 2 files');
        assert.strictEqual(lenses[0].command?.command, 'cocci.showMatches');

        await setText(patch, original.replace('"checked"', '"live"'));
        assert.ok(patch.isDirty);
        await waitFor('the new message', () => messages(main())[0] === msg(PORT, 'live'));
        // The patch (highlighted, with its code lens) beside the Rust file it matches.
        await vscode.commands.executeCommand('workbench.action.closeSidebar');
        await screenshot('live', '.contentWidgets .codelens-decoration, .codelens-decoration');

        // A broken patch: its error shows on it, at its place, and it stops matching.
        await setText(patch, original.replace('expression e;', 'expression e'));
        const error = await waitFor('the patch error', () => cocciDiags(patch.uri).find((d) => d.severity === vscode.DiagnosticSeverity.Error));
        await waitFor('no match from the broken patch', () => cocciDiags(main()).length === 0);
        assert.strictEqual(error.message, 'expected `,` or `;`');
        assert.deepStrictEqual([error.range.start.line, error.range.start.character], [3, 0], 'at the `@@` after `expression e`');
        await waitFor('the code lens saying so', async () => {
            const l = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', patch.uri);
            return l?.[0]?.command?.title === 'the patch has errors';
        });
        // The error on the patch (squiggled) and in the Problems panel, nothing hidden.
        await vscode.window.showTextDocument(patch);
        // The lens as drawn: on a busy machine VS Code can keep drawing the lens it got before
        // the broken text was parsed, although the server sent workspace/codeLens/refresh (the
        // provider above already answers anew). An edit makes it ask again.
        const broken = patch.getText();
        await setText(patch, broken + '\n');
        await setText(patch, broken);
        await vscode.commands.executeCommand('workbench.actions.view.problems');
        await screenshot('patch-error', '.codelens-decoration:has-text("errors")');
        await vscode.commands.executeCommand('workbench.action.closePanel');
        await vscode.commands.executeCommand('workbench.view.explorer');

        await setText(patch, original);
        await waitFor('the original message', () => messages(main())[0] === msg(PORT));
        assert.strictEqual(cocciDiags(patch.uri).length, 0);
        await vscode.commands.executeCommand('workbench.action.files.revert');
        await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
        assert.strictEqual(fs.readFileSync(patch.uri.fsPath, 'utf8'), original, 'never saved');
    });

    it('sends cocci.severity and cocci.patches to the server', async () => {
        await setting('severity', { 'fix.cocci': 'error' });
        await waitFor('error severity', () => cocciDiags(main())[0]?.severity === vscode.DiagnosticSeverity.Error);
        await setting('patches', ['len.cocci']);
        await waitFor('fix.cocci not run', () => cocciDiags(main()).length === 0);
        await setting('patches', undefined);
        await setting('severity', { 'fix.cocci': 'warning' });
        await waitFor('back', () => cocciDiags(main())[0]?.severity === vscode.DiagnosticSeverity.Warning);
    });

    it('shows the matches of a patch, and of one rule from its code lens', async () => {
        const len = file('len.cocci');
        const matches = await vscode.commands.executeCommand<{ uri: string; code: string; rule: string }[]>('cocci.showPatchMatches', len);
        assert.deepStrictEqual(
            matches.map((m) => [vscode.Uri.parse(m.uri).path.split('/').pop(), m.code, m.rule]).sort(),
            [
                ['lib.rs', 'if v.len() == 0 {', 'is_empty'],
                ['util.rs', 'if words.len() == 0 {', 'is_empty'],
            ],
        );
        const files = api.matches.getChildren();
        assert.strictEqual(files.length, 2);
        assert.strictEqual(api.matches.title, 'len.cocci: 2 matches in 2 files');
        const item = api.matches.getTreeItem(api.matches.getChildren(files[0])[0]);
        assert.strictEqual(item.label, '4: if v.len() == 0 {');
        // Selecting the match opens it.
        assert.strictEqual(item.command?.command, 'vscode.open');
        await vscode.commands.executeCommand(item.command.command, ...(item.command.arguments ?? []));
        const opened = vscode.window.activeTextEditor;
        assert.strictEqual(opened?.document.uri.toString(), file('src/lib.rs').toString());
        assert.strictEqual(opened.document.getText(opened.selection), 'v.len() == 0');

        // No argument, a Rust file active: the patch is picked in a QuickPick (fix.cocci first).
        await vscode.window.showTextDocument(mainDoc);
        const pending = vscode.commands.executeCommand<unknown[]>('cocci.showPatchMatches');
        let settled = false;
        void Promise.resolve(pending).finally(() => (settled = true));
        await waitFor('the patch picked', async () => {
            await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
            await sleep(200);
            return settled;
        });
        assert.strictEqual((await pending).length, 2);
        assert.strictEqual(api.matches.title, 'fix.cocci: 2 matches in 2 files');

        // The code lens' command goes through the client to the same view.
        const byRule = await vscode.commands.executeCommand<unknown[]>('cocci.showMatches', len.toString(), 'is_empty');
        assert.strictEqual(byRule.length, 2);
        assert.strictEqual(api.matches.title, 'len.cocci (is_empty): 2 matches in 2 files');
    });

    it('applies a patch to one file', async () => {
        const lib = await vscode.workspace.openTextDocument(file('src/lib.rs'));
        const r = await vscode.commands.executeCommand('cocci.applyPatchToFile', file('len.cocci'), lib.uri);
        assert.deepStrictEqual(r, { applied: true, changed: true });
        assert.ok(lib.getText().includes('if v.is_empty() {'), lib.getText());
        assert.ok(!fs.readFileSync(file('src/util.rs').fsPath, 'utf8').includes('is_empty'), 'other files untouched');
    });

    it('applies a patch to the workspace through the refactor preview: discard', async () => {
        const before = mainDoc.getText();
        const pending = vscode.commands.executeCommand<ApplyResult>('cocci.applyPatchToWorkspace', file('fix.cocci'));
        let settled = false;
        void Promise.resolve(pending).finally(() => (settled = true));
        await waitFor('the preview discarded', async () => {
            await vscode.commands.executeCommand('refactorPreview.discard');
            await sleep(200);
            return settled;
        });
        assert.deepStrictEqual(await pending, { applied: false, files: 2 });
        assert.strictEqual(mainDoc.getText(), before, 'discarded: nothing changed');
    });

    it('applies a patch to the workspace through the refactor preview: tick the files, Apply', async function () {
        if (!process.env.COCCI_E2E_DRIVER) {
            this.skip();
        }
        const pending = vscode.commands.executeCommand<ApplyResult>('cocci.applyPatchToWorkspace', file('fix.cocci'));
        // One entry a file, each to tick (edits that need confirmation start unticked), then Apply.
        await screenshot('preview', '.bulk-edit-panel .monaco-list-row');
        await click('.bulk-edit-panel .monaco-list-row :not(.textedit) > .edit-checkbox', true);
        await click('.bulk-edit-panel .monaco-button:has-text("Apply")');
        assert.deepStrictEqual(await pending, { applied: true, files: 2 });
        assert.strictEqual(
            mainDoc.getText(),
            MAIN_ORIGINAL.replace(NAME, 'name.expect("checked")').replace(PORT, 'std::env::var("PORT").expect("checked")'),
        );
        const util = await vscode.workspace.openTextDocument(file('src/util.rs'));
        assert.ok(util.getText().includes('words[0].parse().expect("checked")'), util.getText());
        await waitFor('no match left', () => cocciDiags(main()).length === 0);
        // A refactoring: VS Code saves the files it changed (files.refactoring.autoSave).
        await waitFor('the files saved', () => !mainDoc.isDirty && !util.isDirty);
        assert.ok(fs.readFileSync(util.uri.fsPath, 'utf8').includes('words[0].parse().expect("checked")'));
    });

    it('applies a patch to the workspace (preview skipped for the test), files saved', async () => {
        const r = await vscode.commands.executeCommand('cocci.applyPatchToWorkspace', file('len.cocci'), { confirm: false });
        assert.deepStrictEqual(r, { applied: true, files: 1 });
        const util = await vscode.workspace.openTextDocument(file('src/util.rs'));
        assert.ok(util.getText().includes('if words.is_empty() {'), util.getText());
        // Not saved by itself (no preview): save what is dirty, as a user would.
        for (const doc of vscode.workspace.textDocuments.filter((d) => d.isDirty)) {
            assert.ok(await doc.save(), `${doc.uri.path} saved`);
        }
        await waitFor('util.rs saved', () => {
            const onDisk = fs.readFileSync(file('src/util.rs').fsPath, 'utf8');
            return onDisk.includes('if words.is_empty() {') && onDisk.includes('expect("checked")') && !util.isDirty;
        }, 5000).catch((e: Error) => {
            throw new Error(`${e.message}: dirty ${util.isDirty}, on disk:\n${fs.readFileSync(file('src/util.rs').fsPath, 'utf8')}`);
        });
        const r2 = await vscode.commands.executeCommand('cocci.applyPatchToWorkspace', file('len.cocci'), { confirm: false });
        assert.deepStrictEqual(r2, { applied: true, files: 0 }, 'nothing left to change');
    });

    it('restarts the server on command', async () => {
        const old = api.client();
        assert.strictEqual(await vscode.commands.executeCommand('cocci.restartServer'), true);
        assert.notStrictEqual(api.client(), old);
        const again = file('src/again.rs');
        fs.writeFileSync(again.fsPath, 'fn f(x: Option<u8>) -> u8 {\n    x.unwrap()\n}\n');
        const doc = await vscode.workspace.openTextDocument(again);
        await vscode.window.showTextDocument(doc);
        await waitFor('diagnostics from the new server', () => messages(again)[0] === msg('x.unwrap()'));
    });

    it('says how to fix a cocci.server.path that points at nothing', async () => {
        await setting('server.path', '/nonexistent/cocci');
        const error = await waitFor('the error', () => api.lastError());
        assert.match(error, /^`cocci.server.path` is set to "\/nonexistent\/cocci", but there is no executable file/);
        assert.strictEqual(api.client(), undefined);
        await setting('server.path', undefined);
        await waitFor('the server back', () => api.client()?.state === 2 /* Running */ && !api.lastError());
    });

    it('restarts the server after a crash', async () => {
        const again = file('src/again.rs');
        await waitFor('diagnostics', () => cocciDiags(again).length === 1);
        const pid = await waitFor('the server process', () => serverPid());
        process.kill(pid, 'SIGKILL');
        // Requests right after the crash: writes to the dead server fail (EPIPE) before the
        // connection reports closing; the server must be restarted all the same.
        for (let i = 0; i < 5; i++) {
            void vscode.commands.executeCommand('vscode.executeCodeActionProvider', again, new vscode.Range(1, 4, 1, 5)).then(undefined, () => undefined);
            await sleep(5);
        }
        await waitFor('a new server process', () => {
            const p = serverPid();
            return p !== undefined && p !== pid && api.client()?.state === 2 /* Running */;
        });
        // The new server works: an edit gets its diagnostics.
        const doc = await vscode.workspace.openTextDocument(again);
        const edit = new vscode.WorkspaceEdit();
        edit.insert(again, new vscode.Position(1, 0), '    let _ = x.unwrap();\n');
        assert.ok(await vscode.workspace.applyEdit(edit));
        await waitFor('two diagnostics after the restart', () => cocciDiags(doc.uri).length === 2);
    });
});

describe('the live preview across a server restart', function () {
    const api = () => vscode.extensions.getExtension<Api>('cocci.cocci')!.exports;

    it('subscribes again with the new server', async () => {
        const len = file('len.cocci');
        const patch = await vscode.workspace.openTextDocument(len);
        await vscode.window.showTextDocument(patch, vscode.ViewColumn.One);
        const docUri = await vscode.commands.executeCommand<vscode.Uri>('cocci.showPatchPreview', len);
        const preview = () => vscode.workspace.textDocuments.find((d) => d.uri.toString() === docUri.toString())?.getText() ?? '';
        // Applied earlier: len.cocci has nothing left to change.
        await waitFor('the preview', () => preview().startsWith('# cocci: len.cocci over the workspace: 0 matches, 0 files changed'));
        assert.strictEqual(await vscode.commands.executeCommand('cocci.restartServer'), true);
        // The way back, typed into the patch after the restart: the new server previews it.
        await setText(patch, '@@\nexpression v;\n@@\n- v.is_empty()\n+ v.len() == 0\n');
        await waitFor('the preview from the new server', () => preview().includes('+    if v.len() == 0 {'));
        assert.ok(preview().includes('2 matches, 2 files changed, 0 problems'), preview());
        await vscode.commands.executeCommand('workbench.action.files.revert');
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        await waitFor('the preview closed', () => api().previews.patches().length === 0);
    });
});

/** The `cocci lsp` process started by this extension host. */
function serverPid(): number | undefined {
    for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) {
            continue;
        }
        try {
            const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
            const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
            if (ppid === process.pid && cmdline[1] === 'lsp') {
                return Number(entry);
            }
        } catch {
            // gone meanwhile
        }
    }
    return undefined;
}
